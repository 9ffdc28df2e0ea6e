import { aigcFaqDraftSchema, bankQuestionSchema, OPTION_LETTERS, QUESTION_TYPES, type AigcQuestionKind } from '@peilian/shared';
import type { ChatMessage } from '../../providers/llm/index.js';

/**
 * What the model is asked and how its answer is read (docs/assistant.md "AI question generation"):
 * one request per question type (or one for FAQs) with the documents' text; the answer is a JSON
 * array of items (a fenced block or a numbered list of objects is tolerated); every item is made
 * into the bank's own body and checked with the bank's own schema — what fails is dropped and counted.
 */

/** The system message; the fake model in the tests recognises a generation by its first words. */
export const GENERATION_SYSTEM_PROMPT = '你是企业培训的出题专家。只根据用户给出的文档内容出题，不要编造文档里没有的事实。只输出 JSON 数组，不要输出其他文字。';

const LEVEL_WORDS = { 1: '简单', 2: '中等', 3: '较难' } as const;

/** How each kind's items are to be written. */
const SHAPES: Record<AigcQuestionKind | 'faq', string> = {
  single:
    '单选题，每项形如 {"text":"题干","options":["选项1","选项2","选项3","选项4"],"answer":"A","explanation":"解析"}，恰好一个正确选项，answer 为正确选项的字母',
  multiple:
    '多选题，每项形如 {"text":"题干","options":["选项1","选项2","选项3","选项4"],"answer":"AC","explanation":"解析"}，至少两个正确选项，answer 为正确选项的字母',
  judge: '判断题，每项形如 {"text":"陈述","answer":true,"explanation":"解析"}，answer 为 true（正确）或 false（错误）',
  fill: '填空题，每项形如 {"text":"带有____空格的句子","answer":"空格的答案","explanation":"解析"}，多个空格的答案用逗号分隔',
  faq: '问答题，每项形如 {"question":"学员可能提出的问题","answer":"标准答案"}',
};

/** The documents as the model reads them: each page marked with its file and number. */
export interface DocumentPages {
  name: string;
  pages: string[];
}

export function documentBlock(documents: readonly DocumentPages[]): string {
  return documents.flatMap((document) => document.pages.map((text, index) => `【${document.name} 第${index + 1}页】\n${text}`)).join('\n\n');
}

/** The messages asking for `count` items of `kind` from the documents. */
export function generationMessages(kind: AigcQuestionKind | 'faq', count: number, level: 1 | 2 | 3, focus: string, documents: string): ChatMessage[] {
  const ask = [
    `请出 ${count} 道${SHAPES[kind]}。`,
    `题目难度：${LEVEL_WORDS[level]}。`,
    focus ? `出题侧重：${focus}` : '',
    `输出格式：JSON 数组，数组共 ${count} 项。`,
    `文档内容：\n<<<\n${documents}\n>>>`,
  ].filter(Boolean);
  return [
    { role: 'system', content: GENERATION_SYSTEM_PROMPT },
    { role: 'user', content: `[kind:${kind}]\n${ask.join('\n')}` },
  ];
}

const LIST_MARK = /^\s*(?:[-*•]|\d+[.)、．]|（\d+）|\(\d+\))\s*/;

/** The items of an answer: a JSON array (perhaps fenced), else one JSON object a line (a numbered list). */
export function answerItems(raw: string): unknown[] {
  const text = raw.replace(/```(?:json)?/gi, '').trim();
  const start = text.indexOf('[');
  const end = text.lastIndexOf(']');
  if (start >= 0 && end > start) {
    try {
      const parsed: unknown = JSON.parse(text.slice(start, end + 1));
      if (Array.isArray(parsed)) return parsed;
    } catch {
      // Not one array: read it line by line below.
    }
  }
  return text.split(/\r?\n/).flatMap((line) => {
    const item = line.replace(LIST_MARK, '').trim();
    if (!item.startsWith('{')) return [];
    try {
      return [JSON.parse(item) as unknown];
    } catch {
      return [];
    }
  });
}

/** A generated item as the task keeps it. */
export interface Draft {
  kind: 'question' | 'faq';
  body: Record<string, unknown>;
}

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '');
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The correct options' positions an answer names: letters ("AC", "A,C") or the options' texts. */
function correctPositions(answer: unknown, options: readonly string[]): Set<number> {
  const given = Array.isArray(answer) ? answer.map(str) : [str(answer)];
  const positions = new Set<number>();
  for (const part of given) {
    const byText = options.indexOf(part);
    if (byText >= 0) {
      positions.add(byText);
      continue;
    }
    for (const letter of part.toUpperCase().replace(/[^A-J]/g, '')) positions.add(OPTION_LETTERS.indexOf(letter as (typeof OPTION_LETTERS)[number]));
  }
  return positions;
}

const JUDGE_TRUE = new Set(['true', '正确', '对', 'yes', 't', '√']);
const JUDGE_FALSE = new Set(['false', '错误', '错', 'no', 'f', '×']);

/** The bank's question body of one item (before the bank's check), or undefined when it is no question of the kind. */
function questionBody(kind: AigcQuestionKind, item: Record<string, unknown>, level: 1 | 2 | 3, labels: { yes: string; no: string }) {
  const base = { type: QUESTION_TYPES[kind], text: str(item.text), level, promotion: str(item.explanation).slice(0, 128) };
  if (kind === 'fill') return { ...base, answer: str(item.answer), choices: [] };
  if (kind === 'judge') {
    const said = str(item.answer).toLowerCase();
    if (!JUDGE_TRUE.has(said) && !JUDGE_FALSE.has(said)) return undefined;
    const yes = JUDGE_TRUE.has(said);
    return {
      ...base,
      choices: [
        { id: 'A', content: labels.yes, iscorrect: yes ? 1 : 0 },
        { id: 'B', content: labels.no, iscorrect: yes ? 0 : 1 },
      ],
    };
  }
  const options = Array.isArray(item.options) ? item.options.map(str) : [];
  const correct = correctPositions(item.answer, options);
  return { ...base, choices: options.map((content, index) => ({ id: OPTION_LETTERS[index] ?? `X${index}`, content, iscorrect: correct.has(index) ? 1 : 0 })) };
}

/** One item as a draft, checked as the bank checks its forms; undefined when the bank would refuse it. */
function checkedItem(
  kind: AigcQuestionKind | 'faq',
  fields: Record<string, unknown>,
  level: 1 | 2 | 3,
  labels: { yes: string; no: string },
): Draft | undefined {
  if (kind === 'faq') {
    const faq = aigcFaqDraftSchema.safeParse({ question: str(fields.question), answer: str(fields.answer) });
    return faq.success ? { kind: 'faq', body: { ...faq.data } } : undefined;
  }
  const body = questionBody(kind, fields, level, labels);
  const question = body ? bankQuestionSchema.safeParse(body) : undefined;
  if (!question?.success) return undefined;
  const { type, text, level: itemLevel, score, promotion, answer, choices } = question.data;
  return { kind: 'question', body: { type, text, level: itemLevel, score, promotion, answer, choices } };
}

/** The drafts an answer gives, checked as the bank checks its forms, and how many items were dropped. */
export function checkedItems(
  kind: AigcQuestionKind | 'faq',
  raw: string,
  wanted: number,
  level: 1 | 2 | 3,
  labels: { yes: string; no: string },
): { drafts: Draft[]; dropped: number } {
  const items = answerItems(raw);
  const drafts: Draft[] = [];
  let dropped = 0;
  const seen = new Set<string>();
  for (const item of items) {
    const draft = checkedItem(kind, record(item), level, labels);
    const key = draft ? String(draft.body.question ?? draft.body.text) : '';
    if (!draft || seen.has(key) || drafts.length >= wanted) {
      dropped += 1;
      continue;
    }
    seen.add(key);
    drafts.push(draft);
  }
  return { drafts, dropped };
}
