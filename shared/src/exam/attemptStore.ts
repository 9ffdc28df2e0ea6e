import { createStore } from 'zustand/vanilla';
import { createAnswersSlice, createAttemptKit, createCountdownSlice, createLifecycleSlice, createSubmitSlice } from './attemptSlices.js';
import type { AnsweringState, ExamAttemptOptions } from './attemptTypes.js';

export { QUERY_TIME_EVERY_MS } from './attemptSlices.js';
export type { ExamAttemptState, SubmitResult, ExamAttemptActions, AnsweringState, ExamAttemptStore, ExamAttemptOptions } from './attemptTypes.js';

export { answerStateOf, timingOf, waitingOf } from './attemptSelectors.js';

/**
 * One exam attempt as a learner's device runs it: the answers and their outbox (see
 * `createAttemptOutbox`), the countdown on the server's clock (asked again every half minute), the
 * deadline (the server submits what it has: what is left is sent, then the attempt is over) and
 * submit. Storage, calls, connectivity and the clock are injected. Built from the slices of
 * `attemptSlices.ts`.
 */
export function createExamAttemptStore(options: ExamAttemptOptions) {
  return createStore<AnsweringState>()((...api) => {
    const kit = createAttemptKit(options, api[0], api[1]);
    return {
      ...createAnswersSlice(kit)(...api),
      ...createCountdownSlice(kit)(...api),
      ...createSubmitSlice(kit)(...api),
      ...createLifecycleSlice(kit)(...api),
    };
  });
}
