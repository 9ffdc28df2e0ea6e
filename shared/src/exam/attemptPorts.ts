import type { BoundTable } from '../api/endpoint.js';
import type { Awaitable } from '../outbox/deviceStorage.js';
import type { LearnerEndpoints } from '../endpoints/index.js';
import type { ExamStartResponse } from '../schemas/exam.js';
import type { StoredAnswer } from './answers.js';
import type { LocalAnswer } from './localAnswers.js';
import type { KeptPaper } from './sealedPaper.js';

/**
 * What the exam stores are given by each app: the device's copy of the exam and the exam calls
 * (the platform's word on the connection is the one outbox's `OutboxConnectivity`). Nothing here
 * is trusted beyond the device: the server merges and scores.
 */

/** The attempt the device last saw in progress, with the server clock's offset from the device's (ms). */
export interface CachedAttempt {
  start: ExamStartResponse;
  offset: number;
}

/** One learner's copy of one exam (a child task) on the device. */
export interface ExamDevice {
  /** The attempt kept for opening the exam offline, if any. */
  attempt(): Awaitable<CachedAttempt | null>;
  keepAttempt(attempt: CachedAttempt): Awaitable<void>;
  /** Every answer of an attempt kept on the device. */
  answers(attemptKey: string): Awaitable<LocalAnswer[]>;
  /** Keeps an answer as its question's latest, not yet synced; done once this settles. */
  put(attemptKey: string, answer: StoredAnswer): Awaitable<void>;
  /** Marks an answer synced if it is still the save the server acknowledged (a newer one stays unsynced). */
  markSynced(attemptKey: string, questionid: string, saveid: string): Awaitable<boolean>;
  /** The submit's save id, made once per attempt (`fresh` the first time) so that pressing submit again is the same submit. */
  submitKey(attemptKey: string, fresh: string): Awaitable<string>;
  /** The sealed paper kept ahead of the exam's window (shared `sealedPaper.ts`), if any. */
  paper(): Awaitable<KeptPaper | null>;
  keepPaper(paper: KeptPaper): Awaitable<void>;
  /** Drops an attempt the server has settled, once nothing of it waits to be sent (where the device tidies up). */
  forget?(attemptKey: string): Awaitable<void>;
}

/** An `ExamDevice` whose storage answers at once (WeChat storage): every answer synchronous. */
export type SyncExamDevice = {
  [Name in keyof ExamDevice]-?: ExamDevice[Name] extends ((...args: infer A) => infer R) | undefined ? (...args: A) => Awaited<R> : never;
};

/** The learner's exam calls, as bound from the shared endpoint table (`learnerApi.exam`). */
export type ExamCalls = Pick<BoundTable<LearnerEndpoints>['exam'], 'token' | 'paper' | 'start' | 'save' | 'submit' | 'querytime' | 'result' | 'logs'>;
