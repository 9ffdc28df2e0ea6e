import { dialogue, SPEECH_TEXT_MAX } from '@peilian/shared';
import type { ChatMessage, CustomerReplyRequest, DialogueTurn, SimilarQuestionKind } from './types.js';

/** How long the customer's lines should be: one spoken sentence or two. */
const REPLY_CHARS_HINT = 60;

/** The persona and the scenario, a line each, as the system message states them. */
export function personaLines({ persona, scenarioContext }: CustomerReplyRequest): string[] {
  const lines = [`你的名字：${persona.name}`];
  if (persona.gender !== undefined) lines.push(`性别：${persona.gender === 1 ? '男' : '女'}`);
  for (const { name, value } of persona.attributes ?? []) lines.push(`${name}：${value}`);
  if (persona.description) lines.push(`人物介绍：${persona.description}`);
  lines.push(`场景：${scenarioContext.name}`);
  if (scenarioContext.description) lines.push(`场景说明：${scenarioContext.description}`);
  if (scenarioContext.learnerRole) lines.push(`对方（学员）的身份：${scenarioContext.learnerRole}`);
  return lines;
}

/** The call so far as chat turns (customer = assistant, learner = user); before anyone spoke, the cue for the customer to open. */
export function callTurns(history: readonly DialogueTurn[]): ChatMessage[] {
  if (history.length === 0) return [{ role: 'user', content: '（通话接通，请你先开口。）' }];
  return history.map((turn) => ({ role: turn.speaker === 'customer' ? 'assistant' : 'user', content: turn.text }));
}

/**
 * The chat for the customer's next line: the persona and scenario as the system message, the call
 * as alternating turns (customer = assistant, learner = user), the node's hint last.
 */
export function customerReplyMessages(request: CustomerReplyRequest): ChatMessage[] {
  const system = [
    '你在一次语音陪练中扮演客户，和学员通电话或面谈。始终以客户身份说话，不要透露你是AI，不要评价学员。',
    ...personaLines(request),
    `每次只说客户的一句口语化的话，不超过${REPLY_CHARS_HINT}个字；不要加引号、角色名、动作或说明；用学员使用的语言回答。`,
  ].join('\n');
  const messages: ChatMessage[] = [{ role: 'system', content: system }, ...callTurns(request.history)];
  if (request.nodeHint) messages.push({ role: 'system', content: `这一句要表达的意思：${request.nodeHint}` });
  return messages;
}

/** The chat asking for rewordings of one speech, as a JSON array of strings. */
export function similarSpeechMessages(text: string, count: number, exclude: readonly string[]): ChatMessage[] {
  const avoid = exclude.length > 0 ? `\n不要与这些已有说法重复：${exclude.join('；')}` : '';
  return [
    { role: 'system', content: '你帮助培训管理员为陪练话术编写相似说法：意思相同、措辞不同、口语化、每条一句。' },
    { role: 'user', content: `请为下面这句话写${count}条相似说法，只返回一个JSON字符串数组，不要任何解释。${avoid}\n原句：${text}` },
  ];
}

/** What the model is told each kind of text is: a customer's question of the FAQ bank, or a line of a sales script. */
const SIMILAR_KINDS: Record<SimilarQuestionKind, { system: string; item: string }> = {
  faq: {
    system: '你帮助培训管理员为快问快答题库编写相似问题：都是客户会问的问题，意思与原问题相同、问法不同、口语化、每条一句。',
    item: '问题',
  },
  script: {
    system: '你帮助培训管理员为销售话术编写相似说法：意思相同、措辞不同、口语化、每条一句。',
    item: '话术',
  },
};

/** The chat asking for other wordings of an FAQ question or a script line, as a JSON array of strings. */
export function similarQuestionMessages(text: string, count: number, exclude: readonly string[], kind: SimilarQuestionKind): ChatMessage[] {
  const { system, item } = SIMILAR_KINDS[kind];
  const avoid = exclude.length > 0 ? `\n不要与这些已有说法重复：${exclude.join('；')}` : '';
  return [
    { role: 'system', content: system },
    { role: 'user', content: `请为下面这个${item}写${count}条相似说法，只返回一个JSON字符串数组，不要任何解释。${avoid}\n原${item}：${text}` },
  ];
}

/**
 * The suggestions the dialog offers: quotes and spaces stripped (shared `cleanSpeechText`), none
 * empty or longer than `maxLength`, none equal to the text itself or to `exclude` (what the dialog
 * already shows or holds), no duplicates, at most `count`.
 */
export function cleanSimilarQuestions(candidates: readonly string[], text: string, count: number, exclude: readonly string[], maxLength: number): string[] {
  const seen = new Set([text, ...exclude].map(dialogue.cleanSpeechText));
  const kept: string[] = [];
  for (const candidate of candidates) {
    const cleaned = dialogue.cleanSpeechText(candidate);
    if (!cleaned || [...cleaned].length > maxLength || seen.has(cleaned)) continue;
    seen.add(cleaned);
    kept.push(cleaned);
    if (kept.length >= count) break;
  }
  return kept;
}

const ROLE_PREFIX = /^(?:客户|顾客|customer|assistant)\s*[:：]\s*/i;
const WRAPPING_QUOTES = /^["“「『'‘]+|["”」』'’]+$/g;

/**
 * The customer's line from a model's answer: the first paragraph, without a role prefix or
 * wrapping quotes, cut at a sentence end to fit a speech (≤ 200 characters).
 */
export function cleanCustomerReply(raw: string): string {
  const paragraph = raw.trim().split(/\n\s*\n|\n/)[0] ?? '';
  const text = paragraph.replace(ROLE_PREFIX, '').trim().replace(WRAPPING_QUOTES, '').trim();
  if (text.length <= SPEECH_TEXT_MAX) return text;
  const head = text.slice(0, SPEECH_TEXT_MAX);
  const cut = Math.max(...['。', '！', '？', '.', '!', '?'].map((mark) => head.lastIndexOf(mark)));
  return cut > 0 ? head.slice(0, cut + 1) : head;
}
