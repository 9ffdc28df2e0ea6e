import { z } from 'zod';
import { DEFAULT_EXAM_CATEGORY, PAPER_TITLE_MAX, PASS_SCORE_MAX, TOTAL_SCORE } from '../limits.js';
import type { ValidationIssue } from '../validators/rules.js';
import { EXAM_ID_MAX, EXAM_MINUTE_MAX, PAPER_QUESTIONS_MAX } from './constants.js';
import { paperQuestionSchema, type Question } from './question.js';
import { hasOneDecimal, isValidScore, roundScore, sumScores, toTenths } from './score.js';
import { cleanText } from '../validators/plainText.js';
import { charLength } from './text.js';
import { isPlainName } from '../validators/plainText.js';

/** What the paper rules read: any paper-like value whose questions carry an id and a score. */
export interface PaperRulesInput {
  title: string;
  /** Duration, minutes. */
  minute: number;
  /** Minutes after the start before which the learner may not submit. */
  limitMinute: number;
  /** Pass score. */
  score: number;
  questions: readonly { id: string; score: number }[];
}

/** A paper with its questions copied in, so publishing locks exactly what learners answer. */
export interface Paper extends PaperRulesInput {
  id: string;
  /** Catalogue id (default 12, admin §7 "default 12 for papers") and its name. */
  category: string;
  categoryName: string;
  questions: Question[];
  /** 0 unpublished, 1 published (admin §3 "Paper is unpublished or published"). */
  status: 0 | 1;
}

export type PaperField = 'title' | 'minute' | 'limitMinute' | 'score' | 'questions';

/** A failed paper check; `question` is the index of the question concerned, if any. */
export interface PaperIssue extends ValidationIssue {
  field: PaperField;
  question?: number;
}

/** Errors block saving and publishing; warnings are shown beside the total. */
export interface PaperCheck {
  total: number;
  errors: PaperIssue[];
  warnings: PaperIssue[];
}

function minuteIssues(paper: PaperRulesInput): PaperIssue[] {
  const issues: PaperIssue[] = [];
  const minuteOk = Number.isInteger(paper.minute) && paper.minute >= 1 && paper.minute <= EXAM_MINUTE_MAX;
  const limitOk = Number.isInteger(paper.limitMinute) && paper.limitMinute >= 0;
  if (!minuteOk) issues.push({ field: 'minute', key: 'exam.paper.minuteInvalid', params: { max: EXAM_MINUTE_MAX } });
  if (!limitOk) issues.push({ field: 'limitMinute', key: 'exam.paper.limitInvalid' });
  if (minuteOk && limitOk && paper.minute <= paper.limitMinute) {
    issues.push({ field: 'limitMinute', key: 'exam.paper.durationNotAboveLimit', params: { minute: paper.minute, limit: paper.limitMinute } });
  }
  return issues;
}

function questionIssues(paper: PaperRulesInput): PaperIssue[] {
  const issues: PaperIssue[] = [];
  if (paper.questions.length === 0) issues.push({ field: 'questions', key: 'exam.paper.questionsRequired' });
  if (paper.questions.length > PAPER_QUESTIONS_MAX)
    issues.push({ field: 'questions', key: 'exam.paper.tooManyQuestions', params: { max: PAPER_QUESTIONS_MAX } });
  const seen = new Set<string>();
  paper.questions.forEach((question, index) => {
    if (!isValidScore(question.score))
      issues.push({ field: 'questions', question: index, key: 'exam.paper.questionScoreInvalid', params: { index: index + 1, max: TOTAL_SCORE } });
    if (seen.has(question.id)) issues.push({ field: 'questions', question: index, key: 'exam.paper.duplicateQuestion', params: { index: index + 1 } });
    seen.add(question.id);
  });
  return issues;
}

/**
 * The paper rules of admin §5 "Exam": title 1–100; duration 1–1440 minutes and greater than the
 * submission limit; pass score above 0, at most 100, one decimal; at least one question, each scored
 * 0–100 with one decimal, none twice; the total exactly 100 (error). Zero-score questions and a total
 * over 100 are also warnings, so the editor can say why while the admin is still scoring.
 */
export function checkPaper(paper: PaperRulesInput): PaperCheck {
  const errors: PaperIssue[] = [];
  const warnings: PaperIssue[] = [];
  const title = cleanText(paper.title);
  if (!title) errors.push({ field: 'title', key: 'exam.paper.titleRequired' });
  else if (charLength(title) > PAPER_TITLE_MAX) errors.push({ field: 'title', key: 'exam.paper.titleTooLong', params: { max: PAPER_TITLE_MAX } });
  else if (!isPlainName(title)) errors.push({ field: 'title', key: 'validation.nameUnsafe' });
  errors.push(...minuteIssues(paper));
  if (!hasOneDecimal(paper.score) || paper.score <= 0 || paper.score > PASS_SCORE_MAX) {
    errors.push({ field: 'score', key: 'exam.paper.passScoreInvalid', params: { max: PASS_SCORE_MAX } });
  }
  errors.push(...questionIssues(paper));
  const total = sumScores(paper.questions.map((question) => question.score));
  // The total is judged once every score is valid; until then the scores' own errors say what to fix.
  const scoresValid = paper.questions.every((question) => isValidScore(question.score));
  if (paper.questions.length > 0 && scoresValid && toTenths(total) !== toTenths(TOTAL_SCORE)) {
    errors.push({ field: 'questions', key: 'exam.paper.totalNot100', params: { total, required: TOTAL_SCORE } });
  }
  const zero = paper.questions.filter((question) => toTenths(question.score) === 0).length;
  if (zero > 0) warnings.push({ field: 'questions', key: 'exam.paper.zeroScoreQuestions', params: { count: zero } });
  if (toTenths(total) > toTenths(TOTAL_SCORE)) warnings.push({ field: 'questions', key: 'exam.paper.totalOver100', params: { total, required: TOTAL_SCORE } });
  return { total, errors, warnings };
}

/**
 * Sets one score on the chosen questions (the editor's batch score). The score must be 0–100 with
 * at most one decimal; otherwise nothing changes and the issue says why.
 */
export function batchSetScore<T extends { id: string; score: number }>(
  questions: readonly T[],
  ids: Iterable<string>,
  score: number,
): { ok: true; questions: T[] } | { ok: false; issue: ValidationIssue } {
  if (!isValidScore(score)) return { ok: false, issue: { key: 'exam.paper.batchScoreInvalid', params: { max: TOTAL_SCORE } } };
  const chosen = new Set(ids);
  const value = roundScore(score);
  return { ok: true, questions: questions.map((question) => (chosen.has(question.id) ? { ...question, score: value } : question)) };
}

const idSchema = z.string().trim().max(EXAM_ID_MAX);
const paperFields = {
  id: idSchema.default(''),
  title: z.string().transform(cleanText),
  minute: z.coerce.number({ error: 'exam.paper.minuteInvalid' }),
  limitMinute: z.coerce.number({ error: 'exam.paper.limitInvalid' }).default(0),
  score: z.coerce.number({ error: 'exam.paper.passScoreInvalid' }),
  category: idSchema.default(String(DEFAULT_EXAM_CATEGORY)),
  categoryName: z.string().trim().max(PAPER_TITLE_MAX).default(''),
};

function refinePaper(paper: PaperRulesInput, ctx: z.RefinementCtx) {
  for (const found of checkPaper(paper).errors) {
    const path: (string | number)[] = found.question === undefined ? [found.field] : [found.field, found.question, 'score'];
    ctx.addIssue({ code: 'custom', message: found.key, path, ...(found.params ? { params: found.params } : {}) });
  }
}

/** A paper reference to a bank question with its score in this paper. */
export const paperQuestionRefSchema = z.object({
  id: idSchema.min(1),
  score: z.coerce.number({ error: 'exam.paper.questionScoreInvalid' }),
});

/**
 * `POST api/admin/study/paper`, `PUT .../paper/{id}`: a paper composed from bank questions (picked
 * or drawn), each with its score here. Every paper rule applies; messages are i18n keys.
 */
export const paperComposeSchema = z
  .object({
    ...paperFields,
    questions: z
      .array(paperQuestionRefSchema)
      .max(PAPER_QUESTIONS_MAX * 2)
      .default([]),
  })
  .superRefine(refinePaper);
export type PaperCompose = z.infer<typeof paperComposeSchema>;

/** A whole paper with its questions (preview, import, the published copy). */
export const paperSchema = z
  .object({
    ...paperFields,
    status: z.coerce
      .number()
      .pipe(z.union([z.literal(0), z.literal(1)]))
      .default(0),
    questions: z
      .array(paperQuestionSchema)
      .max(PAPER_QUESTIONS_MAX * 2)
      .default([]),
  })
  .superRefine(refinePaper);
