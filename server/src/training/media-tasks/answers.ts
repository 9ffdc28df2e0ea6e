import { answerIsRight, type LearnerMediaQuestion } from '@peilian/shared';
import type { MediaQuestionRow } from '../../db/schema/index.js';

/**
 * A learner's answers to the questions inside a media, kept in the student task's progress beside the
 * media's viewing state: `progress.answers[mediaId][n] = { id, chosen, right }`. An answer counts only
 * while the question it answered (`id`) is still question `n` of the media.
 */
export interface KeptAnswer {
  id: string;
  chosen: string[];
  right: 0 | 1;
}

type Progress = Readonly<Record<string, unknown>>;

const isKept = (value: unknown): value is KeptAnswer => {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.id === 'string' &&
    Array.isArray(entry.chosen) &&
    entry.chosen.every((id) => typeof id === 'string') &&
    (entry.right === 0 || entry.right === 1)
  );
};

function answersObject(progress: Progress): Record<string, unknown> {
  return typeof progress.answers === 'object' && progress.answers !== null ? (progress.answers as Record<string, unknown>) : {};
}

/** The kept answers of one media that still match its questions, by number. */
export function answersOf(progress: Progress, mediaId: string, questions: readonly MediaQuestionRow[]): Map<number, KeptAnswer> {
  const media = answersObject(progress)[mediaId];
  const found = new Map<number, KeptAnswer>();
  if (typeof media !== 'object' || media === null) return found;
  for (const question of questions) {
    const kept = (media as Record<string, unknown>)[String(question.n)];
    if (isKept(kept) && kept.id === question.id) found.set(question.n, kept);
  }
  return found;
}

/** The progress JSON with one answer added. */
export function withAnswer(progress: Progress, mediaId: string, n: number, answer: KeptAnswer): Record<string, unknown> {
  const all = answersObject(progress);
  const media = typeof all[mediaId] === 'object' && all[mediaId] !== null ? (all[mediaId] as Record<string, unknown>) : {};
  return { ...progress, answers: { ...all, [mediaId]: { ...media, [String(n)]: answer } } };
}

/** The correct options' ids of a question. */
export const correctOf = (question: MediaQuestionRow): string[] => question.choices.filter((choice) => choice.iscorrect === 1).map((choice) => choice.id);

/** Scores chosen options against a question. */
export const scoreAnswer = (question: MediaQuestionRow, chosen: readonly string[]): KeptAnswer => ({
  id: question.id,
  chosen: [...chosen],
  right: answerIsRight(chosen, correctOf(question)) ? 1 : 0,
});

/** A question as the learner sees it: the correct options and the verdict only once answered. */
export function presentLearnerQuestion(question: MediaQuestionRow, answer: KeptAnswer | undefined): LearnerMediaQuestion {
  return {
    n: question.n,
    at: question.atSeconds,
    type: question.type,
    text: question.text,
    choices: question.choices.map((choice) => ({ id: choice.id, content: choice.content })),
    answered: answer ? 1 : 0,
    chosen: answer?.chosen ?? [],
    right: answer?.right ?? 0,
    correct: answer ? correctOf(question) : [],
  };
}

/** The questions with their answered flags, for the shared gate rules. */
export const placedOf = (questions: readonly MediaQuestionRow[], answers: ReadonlyMap<number, KeptAnswer>) =>
  questions.map((question) => ({ n: question.n, at: question.atSeconds, answered: answers.has(question.n) ? 1 : 0 }));
