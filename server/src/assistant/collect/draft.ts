import { dialogue, type DialogSentence, type Translate } from '@peilian/shared';
import { z } from 'zod';
import type { ChatMessage } from '../../providers/llm/index.js';

/**
 * A draft practice scenario from a recognised call (docs/assistant.md "Dialogue collection"): the
 * language model is given the transcript with who is who and asked for JSON — the customer's lines
 * in order, after each the salesperson's good answers (intent name, standard script, reference
 * scripts, keywords); the answer is read leniently (clipped to the format's limits) and laid out as
 * a straight flow start → customer → learner → … → end that the shared validator checks.
 */

const MAX_TURNS = 12;
const MAX_INTENTS = 3;
const MAX_KEYWORDS = 5;
const TRANSCRIPT_CHARS = 12_000;

const clip = (max: number) => z.preprocess((value) => (typeof value === 'string' ? [...value.trim()].slice(0, max).join('') : ''), z.string());
const list = <T extends z.ZodType>(item: T, max: number) => z.preprocess((value) => (Array.isArray(value) ? value.slice(0, max) : []), z.array(item));

const intentSchema = z.object({
  label: clip(20),
  normtext: clip(200),
  scripts: list(clip(200), 10),
  keywords: z.preprocess((value) => (Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[,，|、\s]+/) : []), list(clip(20), 20)),
});
const answerSchema = z.object({
  name: clip(20),
  description: clip(100),
  turns: list(z.object({ customer: clip(200), intents: list(intentSchema, MAX_INTENTS) }), MAX_TURNS),
});
export type DraftAnswer = z.infer<typeof answerSchema>;

/** The messages asking for the draft: the transcript as 销售/客户 lines. */
export function draftMessages(sentences: readonly DialogSentence[], salesSpeaker: number): ChatMessage[] {
  let transcript = sentences.map((s) => `${s.speaker === salesSpeaker ? '销售' : '客户'}：${s.text}`).join('\n');
  if (transcript.length > TRANSCRIPT_CHARS) transcript = transcript.slice(0, TRANSCRIPT_CHARS);
  return [
    {
      role: 'system',
      content: [
        '你是销售培训专家，要把一段真实的销售通话整理成销售陪练场景。',
        '只回答一个 JSON 对象，不要任何其他文字，格式：',
        '{"name":"场景名（20字以内）","description":"场景说明（100字以内）","turns":[{"customer":"客户说的一句话","intents":[{"label":"意图名（20字以内）","normtext":"销售好的回答","scripts":["参考话术"],"keywords":["关键词"]}]}]}',
        `turns 按通话顺序，最多 ${MAX_TURNS} 轮；每轮 intents 最多 ${MAX_INTENTS} 个，取销售说得好的回答（可润色），keywords 为该回答的 2–${MAX_KEYWORDS} 个关键词。`,
      ].join('\n'),
    },
    { role: 'user', content: `通话记录：\n${transcript}` },
  ];
}

/** The JSON object of a model's answer (in a code fence or among words), read leniently; null when there is none. */
export function parseDraftAnswer(content: string): DraftAnswer | null {
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(content.slice(start, end + 1));
  } catch {
    return null;
  }
  const parsed = answerSchema.safeParse(raw);
  if (!parsed.success) return null;
  const turns = parsed.data.turns
    .map((turn) => ({ ...turn, intents: turn.intents.filter((intent) => intent.normtext) }))
    .filter((turn) => turn.customer && turn.intents.length > 0);
  return turns.length > 0 ? { ...parsed.data, turns } : null;
}

/** An intent's keywords as an expression: any one of them (`a|b|c`), without the expression's own signs. */
const keywordExpression = (keywords: readonly string[]) =>
  [...new Set(keywords.map((word) => word.replace(/[,，|()（）\s]/g, '')).filter(Boolean))].slice(0, MAX_KEYWORDS).join('|');

/** The scenario document of a draft: closed (`disabled`), a straight flow the author then edits. */
export function draftScenario(answer: DraftAnswer, recordingName: string, t: Translate): Record<string, unknown> {
  const end = { id: 'end', name: t('dialogCollect.draft.end'), type: 'end', transitions: [] };
  const nodes: Record<string, unknown>[] = [
    { id: 'start', name: t('dialogCollect.draft.start'), type: 'start', transitions: [{ id: 't-start', node: 'c1', label: '' }] },
  ];
  answer.turns.forEach((turn, index) => {
    const n = index + 1;
    const next = n < answer.turns.length ? `c${n + 1}` : 'end';
    nodes.push({
      id: `c${n}`,
      name: t('dialogCollect.draft.customer', { n }),
      type: 'customer',
      transitions: [{ id: `t-c${n}`, node: `s${n}`, label: '', speechtype: dialogue.SPEECH_TYPES.custom, specifytext: turn.customer }],
    });
    nodes.push({
      id: `s${n}`,
      name: t('dialogCollect.draft.sales', { n }),
      type: 'student',
      transitions: turn.intents.map((intent, i) => ({
        id: `i${n}-${i + 1}`,
        node: next,
        label: intent.label || t('dialogCollect.draft.reply', { n: i + 1 }),
        normtext: intent.normtext,
        scripts: intent.scripts.filter(Boolean),
        keywords: keywordExpression(intent.keywords),
      })),
    });
  });
  nodes.push(end);
  const name = answer.name || [...recordingName].slice(0, 20).join('');
  return {
    version: 1,
    name,
    category: t('dialogCollect.draft.category'),
    description: answer.description || [...t('dialogCollect.draft.description', { name: recordingName })].slice(0, 100).join(''),
    intentMode: 'both',
    specialRules: { silence: { enabled: false }, nonStandard: { enabled: false } },
    status: 'disabled',
    keywords: [],
    flow: { nodes },
  };
}
