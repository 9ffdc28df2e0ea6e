import { allAnswered, pastQuestionGate, type CreditResult, type MediaState } from '@peilian/shared';
import type { MediaQuestionRow } from '../../db/schema/index.js';
import { answersOf, placedOf } from './answers.js';

interface Held {
  /** The media's state before the report. */
  state: MediaState;
  progress: Readonly<Record<string, unknown>>;
  mediaId: string;
  questions: readonly MediaQuestionRow[];
  position: number;
  isVideo: boolean;
  now: number;
}

/**
 * A progress report held by the questions inside the media: on a video, a position past the first
 * unanswered question's point is refused like a seek (nothing kept, the clock moves on); and the
 * media does not become done while a question is unanswered (one already done stays done: questions
 * added later do not undo it).
 */
export function heldByQuestions(result: CreditResult, held: Held): CreditResult {
  if (held.questions.length === 0) return result;
  const placed = placedOf(held.questions, answersOf(held.progress, held.mediaId, held.questions));
  if (held.isVideo && pastQuestionGate(held.position, placed)) {
    return { state: { ...held.state, lastAt: Math.max(held.now, held.state.lastAt ?? held.now) }, accepted: 0, seekRefused: true, justDone: false };
  }
  if (result.justDone && !allAnswered(placed)) return { ...result, state: { ...result.state, done: 0 }, justDone: false };
  return result;
}
