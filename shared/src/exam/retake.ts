import { z } from 'zod';
import { EXAM_RETRY_MAX } from '../limits.js';
import type { ExamRefusal } from './timing.js';

/**
 * Retake rules (admin §4 "retake keeps current score and reopens all tasks; no retake once passed
 * where configured", §5 "exam retry count up to 99999"). `retry` counts retakes after the first
 * attempt (0 = one attempt only). A retake starts a fresh attempt — every question unanswered —
 * while the learner's standing result stays what it was until a better one is submitted.
 */

export interface RetakeRules {
  /** Retakes allowed after the first attempt, 0–99999. */
  retry: number;
  /** 1: a learner who passed may not retake. */
  noRetakeAfterPass: 0 | 1;
}

/** The retake settings of an exam task; messages are i18n keys. */
export const retakeRulesSchema = z.object({
  retry: z.coerce
    .number({ error: 'exam.retake.retryInvalid' })
    .int({ error: 'exam.retake.retryInvalid' })
    .min(0, { error: 'exam.retake.retryInvalid' })
    .max(EXAM_RETRY_MAX, { error: 'exam.retake.retryInvalid' })
    .default(0),
  noRetakeAfterPass: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .default(0),
});

/** What the rules read of a learner's earlier attempts at one exam. */
export interface AttemptSummary {
  status: 'inProgress' | 'submitted';
  /** The attempt's score once submitted. */
  score: number | null;
  passed: boolean;
}

export type StartDecision = { allowed: true; kind: 'first' | 'resume' | 'retake'; attemptsLeft: number } | { allowed: false; refusal: ExamRefusal };

/**
 * Whether the learner may open the exam now: the first attempt, resuming the attempt in progress
 * (on any device), or a retake while retakes remain and, where configured, the learner has not
 * passed. `attemptsLeft` counts the attempts still to be started after this decision.
 */
export function decideStart(rules: RetakeRules, attempts: readonly AttemptSummary[]): StartDecision {
  const allowedTotal = 1 + Math.max(0, Math.min(EXAM_RETRY_MAX, Math.floor(rules.retry)));
  const left = Math.max(0, allowedTotal - attempts.length);
  if (attempts.some((attempt) => attempt.status === 'inProgress')) return { allowed: true, kind: 'resume', attemptsLeft: left };
  if (attempts.length === 0) return { allowed: true, kind: 'first', attemptsLeft: left - 1 };
  if (rules.noRetakeAfterPass === 1 && attempts.some((attempt) => attempt.passed))
    return { allowed: false, refusal: { error: 'errors.exam.retakeNotAllowed' } };
  if (left === 0) return { allowed: false, refusal: { error: 'errors.exam.noRetriesLeft' } };
  return { allowed: true, kind: 'retake', attemptsLeft: left - 1 };
}

export interface StandingResult {
  /** The best submitted score, or null before any submission. */
  score: number | null;
  passed: boolean;
  submitted: number;
}

/** The learner's standing result: the best submitted score; passed once any attempt passed. */
export function standingResult(attempts: readonly AttemptSummary[]): StandingResult {
  const submitted = attempts.filter((attempt) => attempt.status === 'submitted' && attempt.score !== null);
  const best = submitted.reduce<number | null>((max, attempt) => (max === null || (attempt.score ?? 0) > max ? (attempt.score ?? 0) : max), null);
  return {
    score: best,
    passed: submitted.some((attempt) => attempt.passed),
    submitted: submitted.length,
  };
}
