import type { ExamAttemptState } from './attemptTypes.js';
import type { LocalAnswer } from './localAnswers.js';
import { examTiming, type ExamTiming } from './timing.js';

/** The exam attempt store's selectors: what the screens and the store's own watch read of its state. */

/** Answers still waiting to be sent. */
export const waitingOf = (state: Pick<ExamAttemptState, 'answers'>): number => Object.values(state.answers).filter((answer) => !answer.synced).length;

/** The countdown, may-submit and expiry at the last tick. */
export const timingOf = (state: Pick<ExamAttemptState, 'clock' | 'now'>): ExamTiming => examTiming(state.clock, state.now);

/** A question's mark on the answer sheet. */
export const answerStateOf = (answer: LocalAnswer | undefined): 'unanswered' | 'synced' | 'unsynced' =>
  !answer ? 'unanswered' : answer.synced ? 'synced' : 'unsynced';
