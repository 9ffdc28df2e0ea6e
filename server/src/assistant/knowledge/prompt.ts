import type { ChatTurn, KnowledgeFlow, Language } from '@peilian/shared';
import type { RankedChunk } from '../../data/knowledge.js';
import type { ChatMessage } from '../../providers/llm/index.js';

/** What the model answers when the passages hold no answer; the answer is then "not found". */
export const NO_ANSWER = 'NO_ANSWER';

const LANGUAGE_NAMES: Record<Language, string> = { 'zh-CN': '简体中文', 'zh-TW': '繁體中文', en: 'English' };

/**
 * The chat's messages: the rules (answer only from the numbered passages, cite them `[n]`, say
 * `NO_ANSWER` when they hold none; the flow's own instructions after them), the earlier turns, and
 * the passages with the question.
 */
export function knowledgeMessages(
  question: string,
  history: readonly ChatTurn[],
  passages: readonly RankedChunk[],
  flow: KnowledgeFlow,
  language: Language,
): ChatMessage[] {
  const rules = [
    '你是企业的智能助手。只依据用户消息中编号的资料片段回答问题，不要使用资料片段以外的知识。',
    '在用到资料的句子后用 [n] 注明出处，n 是资料片段的编号。',
    `资料片段中没有答案时，只回答 ${NO_ANSWER}。`,
    `请用${LANGUAGE_NAMES[language]}回答。`,
    flow.instructions ? `补充要求：${flow.instructions}` : '',
  ].filter(Boolean);
  const numbered = passages
    .map((passage, i) => `[${i + 1}] 《${passage.documentName}》${passage.page ? ` 第${passage.page}页` : ''}\n${passage.text}`)
    .join('\n\n');
  return [
    { role: 'system', content: rules.join('\n') },
    ...history.map((turn): ChatMessage => ({ role: turn.role, content: turn.text })),
    { role: 'user', content: `资料片段：\n${numbered}\n\n问题：${question}` },
  ];
}

/** The passage numbers an answer cites (`[1]`, `[2][3]`, `[1, 2]`), in the order first cited, only those given. */
export function citedNumbers(answer: string, passages: number): number[] {
  const cited: number[] = [];
  for (const group of answer.matchAll(/\[(\d+(?:\s*[,，]\s*\d+)*)\]/g)) {
    for (const part of group[1]!.split(/[,，]/)) {
      const n = Number(part.trim());
      if (n >= 1 && n <= passages && !cited.includes(n)) cited.push(n);
    }
  }
  return cited;
}
