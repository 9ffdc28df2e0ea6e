import { z } from 'zod';
import { BANK_QUESTION_OPTIONS_MAX } from '../limits.js';
import { EXAM_ID_MAX, FILL_BLANKS_MAX, FILL_TEXT_MAX, PAPER_QUESTIONS_MAX, SAVE_ID_PATTERN } from './constants.js';

/**
 * The learner's answer model. Every answer is saved locally the moment it is given, stamped with
 * the client's (server-synchronised) time, and sent in saves that each carry a client-made
 * idempotency key. Per question the newest answer wins — by time, then by save key — so replaying
 * a save, or receiving saves out of order or from two devices, always ends in the same state.
 */

/** One question's answer: chosen option ids (single, multiple, judge) or blank texts (fill). */
export interface AnswerItem {
  questionid: string;
  choices: string[];
  fills: string[];
  /** When the learner gave it: epoch milliseconds on the server's clock as the client estimates it. */
  at: number;
}

/** An answer as the attempt keeps it: with the save that brought it. */
export interface StoredAnswer extends AnswerItem {
  saveid: string;
}

const timestampSchema = z.coerce
  .number({ error: 'exam.answer.timeInvalid' })
  .int({ error: 'exam.answer.timeInvalid' })
  .min(0, { error: 'exam.answer.timeInvalid' });

/** One answer of a save. Option ids are de-duplicated; blank texts keep their order and spaces. */
export const answerItemSchema = z.object({
  questionid: z.string().trim().min(1).max(EXAM_ID_MAX),
  choices: z
    .array(z.string().trim().min(1).max(EXAM_ID_MAX))
    .max(BANK_QUESTION_OPTIONS_MAX)
    .default([])
    .transform((ids) => [...new Set(ids)]),
  fills: z
    .array(z.string().max(FILL_TEXT_MAX, { error: 'exam.answer.fillTooLong' }))
    .max(FILL_BLANKS_MAX)
    .default([]),
  at: timestampSchema,
});

/** True for a client-made save key: 8–64 letters, digits, '-' or '_' (a UUID fits). */
export function isSaveId(value: string): boolean {
  return SAVE_ID_PATTERN.test(value);
}

/**
 * The `answer` of `POST .../save` and `POST .../submit`: a save key, the client time of sending
 * (for submit: when the learner pressed submit) and the answers. A question appears at most once.
 */
export const answerSaveSchema = z
  .object({
    saveid: z.string().trim().regex(SAVE_ID_PATTERN, { error: 'exam.answer.saveIdInvalid' }),
    at: timestampSchema.optional(),
    items: z.array(answerItemSchema).max(PAPER_QUESTIONS_MAX).default([]),
  })
  .superRefine((save, ctx) => {
    const seen = new Set<string>();
    save.items.forEach((item, index) => {
      if (seen.has(item.questionid)) ctx.addIssue({ code: 'custom', message: 'exam.answer.duplicateQuestion', path: ['items', index, 'questionid'] });
      seen.add(item.questionid);
    });
  })
  .transform((save) => ({ ...save, at: save.at ?? Math.max(0, ...save.items.map((item) => item.at)) }));
export type AnswerSave = z.infer<typeof answerSaveSchema>;

/** The items of a save as the attempt stores them. */
export function storedAnswers(save: AnswerSave): StoredAnswer[] {
  return save.items.map((item) => ({ ...item, saveid: save.saveid }));
}

/** True when `candidate` replaces `current`: later time, or the same time and a greater save key. */
export function isNewerAnswer(candidate: StoredAnswer, current: StoredAnswer | undefined): boolean {
  if (!current) return true;
  if (candidate.at !== current.at) return candidate.at > current.at;
  return candidate.saveid > current.saveid;
}

/**
 * Merges answers into an attempt's answers by question, newest wins. Idempotent and order-free:
 * merging the same answers again, or in another order, gives the same result. `changed` lists the
 * questions whose stored answer was replaced.
 */
export function mergeAnswers(
  current: Readonly<Record<string, StoredAnswer>>,
  incoming: readonly StoredAnswer[],
): { answers: Record<string, StoredAnswer>; changed: string[] } {
  const answers: Record<string, StoredAnswer> = { ...current };
  const changed = new Set<string>();
  for (const answer of incoming) {
    const existing = Object.prototype.hasOwnProperty.call(answers, answer.questionid) ? answers[answer.questionid] : undefined;
    if (isNewerAnswer(answer, existing)) {
      // Defined rather than assigned, so that an id such as '__proto__' stays a plain key.
      Object.defineProperty(answers, answer.questionid, { value: answer, enumerable: true, writable: true, configurable: true });
      changed.add(answer.questionid);
    }
  }
  return { answers, changed: [...changed] };
}
