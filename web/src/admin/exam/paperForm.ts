import {
  batchSetScore,
  charLength,
  checkPaper,
  cleanText,
  DEFAULT_EXAM_CATEGORY,
  PAPER_QUESTIONS_MAX,
  PAPER_TITLE_MAX,
  type AdminQuestion,
  type PaperCheck,
  type ValidationIssue,
} from '@peilian/shared';
import type { TextLimit } from '../blocks/textLimit';

/** The paper title's limit, counted and worded as the paper rules (`checkPaper`) count and refuse it. */
export const PAPER_TITLE_LIMIT: TextLimit = {
  max: PAPER_TITLE_MAX,
  tooLong: 'exam.paper.titleTooLong',
  length: (text) => charLength(cleanText(text)),
};

/** A question in the paper being composed: the bank question and its score here. */
export interface PaperLine {
  id: string;
  type: number;
  text: string;
  level: number;
  catalogname: string;
  score: number;
}

export interface PaperDraft {
  id: string;
  title: string;
  minute: number;
  limitMinute: number;
  score: number;
  category: string;
  status: number;
  questions: PaperLine[];
}

export function newPaper(): PaperDraft {
  return { id: '', title: '', minute: 60, limitMinute: 0, score: 60, category: String(DEFAULT_EXAM_CATEGORY), status: 0, questions: [] };
}

export function lineOf(question: Pick<AdminQuestion, 'id' | 'type' | 'text' | 'level' | 'catalogname' | 'score'>, score = question.score): PaperLine {
  return { id: question.id, type: question.type, text: question.text, level: question.level, catalogname: question.catalogname, score };
}

/** How many more questions may be picked. */
export function pickRoom(draft: PaperDraft): number {
  return Math.max(0, PAPER_QUESTIONS_MAX - draft.questions.length);
}

/** Adds picked or drawn questions after the present ones, skipping any already in the paper and any beyond the maximum. */
export function withAdded(draft: PaperDraft, lines: readonly PaperLine[]): PaperDraft {
  const present = new Set(draft.questions.map((line) => line.id));
  const fresh = lines.filter((line) => !present.has(line.id) && (present.add(line.id), true)).slice(0, pickRoom(draft));
  return { ...draft, questions: [...draft.questions, ...fresh] };
}

export function withoutLines(draft: PaperDraft, ids: readonly string[]): PaperDraft {
  const gone = new Set(ids);
  return { ...draft, questions: draft.questions.filter((line) => !gone.has(line.id)) };
}

export function withLineScore(draft: PaperDraft, id: string, score: number): PaperDraft {
  return { ...draft, questions: draft.questions.map((line) => (line.id === id ? { ...line, score } : line)) };
}

/** The batch score: one decimal 0–100 on the chosen lines, else the issue and nothing changed. */
export function withBatchScore(draft: PaperDraft, ids: readonly string[], score: number): { draft: PaperDraft; issue?: ValidationIssue } {
  const result = batchSetScore(draft.questions, ids, score);
  return result.ok ? { draft: { ...draft, questions: result.questions } } : { draft, issue: result.issue };
}

/** The live total and shared's paper rules (errors block saving, warnings shown beside the total). */
export function paperCheck(draft: PaperDraft): PaperCheck {
  return checkPaper(draft);
}

/** The compose body (`paperComposeSchema`). */
export function composeBody(draft: PaperDraft) {
  return {
    id: draft.id,
    title: draft.title.trim(),
    minute: draft.minute,
    limitMinute: draft.limitMinute,
    score: draft.score,
    category: draft.category,
    questions: draft.questions.map((line) => ({ id: line.id, score: line.score })),
  };
}
