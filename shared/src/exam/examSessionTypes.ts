import type { StoreApi } from 'zustand/vanilla';
import type { OutboxConnectivity } from '../outbox/outbox.js';
import type { Clock } from '../time/clock.js';
import type { ExamLogsResponse, ExamResultResponse, ExamStartResponse, ExamTokenResponse } from '../schemas/exam.js';
import type { ExamCalls, ExamDevice } from './attemptPorts.js';
import type { ExamAttemptStore } from './attemptTypes.js';

/** The exam session store's state and options (the store in `examSessionStore.ts`, its slices in `examSessionSlices.ts`). */

/** Where the exam page is: loading, the cover, answering, the result, or a failure. */
export type ExamPhase =
  | { kind: 'loading' }
  | { kind: 'cover'; cover: ExamTokenResponse }
  | { kind: 'taking'; start: ExamStartResponse; fromCache: boolean; attempt: ExamAttemptStore }
  | { kind: 'result'; result: ExamResultResponse; cover: ExamTokenResponse | null; timedOut: boolean; history: ExamHistory }
  | { kind: 'failed'; error: unknown };

/** The learner's attempts, oldest first (`.../logs`); null when they could not be read. */
export type ExamHistory = ExamLogsResponse['rows'] | null;

export interface ExamSessionState {
  phase: ExamPhase;
  /** Opens the exam: online from the server (after sending what a settled attempt left), offline from the device's copy. */
  load(): Promise<void>;
  /** Starts (or resumes) the attempt of `key` on the server's clock. */
  begin(key: string): Promise<void>;
  /** The result, with the cover asked again (a retake may be allowed). */
  showResult(): Promise<void>;
  /** Stops the attempt running and drops the answers of calls still out; `load` may start again. */
  stop(): void;
}

export type ExamSessionStore = StoreApi<ExamSessionState>;

export interface ExamSessionOptions {
  childId: string;
  device: ExamDevice;
  calls: ExamCalls;
  connectivity: OutboxConnectivity;
  /** Makes the save ids of one opened attempt (each call of the maker gives a fresh one). */
  newSaveIds: () => Promise<() => string>;
  /** Hears of what failed without stopping the learner (no offline copy, answers left unsent). */
  report?: (what: string, error: unknown) => void;
  clock?: Clock;
}
