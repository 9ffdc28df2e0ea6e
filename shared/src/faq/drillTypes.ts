import type { StoreApi } from 'zustand/vanilla';
import type { BoundTable } from '../api/endpoint.js';
import type { LearnerEndpoints } from '../endpoints/index.js';
import type { DeviceStorage } from '../outbox/deviceStorage.js';
import type { Clock } from '../time/clock.js';
import type { FaqAnswerResult, FaqDrill } from '../schemas/faq.js';
import type { PendingAnswer } from './drillDevice.js';

/** The drill store's state and options (the store in `drillStore.ts`, its slices in `drillSlices.ts`). */

export type DrillPhase = 'loading' | 'speaking' | 'thinking' | 'answering' | 'sending' | 'feedback' | 'finishing' | 'summary' | 'failed';

export interface FaqDrillState {
  drill: FaqDrill | null;
  phase: DrillPhase;
  /** Index in `drill.questions` of the question being asked. */
  index: number;
  /** When the running countdown (thinking or answering) ends, on the injected clock; null when none runs. */
  deadline: number | null;
  /** What the learner has typed (or the recogniser heard) for the current question. */
  draft: string;
  /** The latest scored answer, shown in `feedback`. */
  feedback: FaqAnswerResult | null;
  /** An answer kept on the device that the server has not acknowledged yet. */
  waiting: PendingAnswer | null;
  /** The last send failed for want of a connection; it is retried. */
  offline: boolean;
  /** Why loading or finishing failed (the app words it). */
  failure: { error: unknown } | null;
  load(): Promise<void>;
  /** The question's audio ended (or could not play): thinking or answering starts now. */
  questionSpoken(): void;
  setDraft(text: string): void;
  /** Sends the answer (the draft unless given) as typed or spoken. */
  answer(mode?: 'typed' | 'voice', text?: string): Promise<void>;
  /** From feedback to the next question, or to the summary after the last. */
  next(): Promise<void>;
  /** Sends what waits now (the connection came back, or the learner asked). */
  retry(): Promise<void>;
  /** Stops the timers (the page closed); what waits stays on the device. */
  stop(): void;
}

export type FaqDrillStore = StoreApi<FaqDrillState>;

export type FaqDrillCalls = Pick<BoundTable<LearnerEndpoints>['faq'], 'start' | 'read' | 'answer' | 'finish'>;

export interface FaqDrillOptions {
  /** The quick Q&A child task; '' for free practice. */
  childTaskId: string;
  /** A quick Q&A check-in task's drill (docs/checkin.md), when there is no child task: always drawn anew, never kept. */
  checkinId?: string;
  calls: FaqDrillCalls;
  clock: Clock;
  /** Durable key/value storage (localStorage, WeChat storage). */
  storage: DeviceStorage;
}
