import type { StoreApi } from 'zustand/vanilla';
import type { OutboxConnectivity } from '../outbox/outbox.js';
import type { Clock } from '../time/clock.js';
import type { ExamStartResponse } from '../schemas/exam.js';
import type { AnswerItem } from './answers.js';
import type { FlushResult, OutboxState } from './attemptOutbox.js';
import type { ExamCalls, ExamDevice } from './attemptPorts.js';
import type { LocalAnswer } from './localAnswers.js';
import type { AttemptClock } from './timing.js';

/** The exam attempt store's state, actions and options (the store in `attemptStore.ts`, its slices in `attemptSlices.ts`). */

export interface ExamAttemptState extends OutboxState {
  /** The server's clock minus the device's, ms (`clockOffset`). */
  offset: number;
  clock: AttemptClock;
  /** The server's time at the countdown's last tick (once a second). */
  now: number;
  /** Submitting: flushing and asking the learner (`checking`), then sending the submission. */
  submitting: 'checking' | 'sending' | null;
}

/** What pressing submit came to; the screen tells the learner of `unsynced` and `failed`. */
export type SubmitResult = { kind: 'submitted' } | { kind: 'unsynced'; left: number } | { kind: 'cancelled' } | { kind: 'failed'; error: unknown };

export interface ExamAttemptActions {
  /** Keeps an answer on the device, shows it given, then sends it; settles once it is on the device. */
  answer(item: Omit<AnswerItem, 'at'>): void | Promise<void>;
  /** Sends every answer still waiting; a flush asked for during one runs again after it. */
  flush(): Promise<FlushResult>;
  /**
   * Sends what waits, asks `confirm` (with the number of unanswered questions), then submits
   * under the attempt's one submit key, so pressing again after a lost answer is the same submit.
   */
  submit(confirm: (unanswered: number) => Promise<boolean>): Promise<SubmitResult>;
  /** Starts the countdown, the clock queries and the outbox. */
  start(): void;
  dispose(): void;
}

export type AnsweringState = ExamAttemptState & ExamAttemptActions;
export type ExamAttemptStore = StoreApi<AnsweringState>;

export interface ExamAttemptOptions {
  childId: string;
  start: ExamStartResponse;
  offset: number;
  /** The answers to begin with (shared `mergeLocalAnswers`). */
  answers: Record<string, LocalAnswer>;
  /** Opened from the device's copy: the server's clock is asked at once. */
  fromCache: boolean;
  device: ExamDevice;
  calls: ExamCalls;
  connectivity: OutboxConnectivity;
  nextSaveId: () => string;
  /** The attempt is submitted (by the learner, the deadline or another device): called once. */
  onSubmitted: () => void;
  clock?: Clock;
}
