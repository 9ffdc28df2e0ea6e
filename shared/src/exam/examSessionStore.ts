import { createStore } from 'zustand/vanilla';
import { createOpeningSlice, createPhaseSlice, createSessionKit } from './examSessionSlices.js';
import type { ExamPhase, ExamSessionOptions, ExamSessionState } from './examSessionTypes.js';

export type { ExamPhase, ExamHistory, ExamSessionState, ExamSessionStore, ExamSessionOptions } from './examSessionTypes.js';

/** Where the exam page is: what the page renders from. */
export const phaseOf = (state: Pick<ExamSessionState, 'phase'>): ExamPhase => state.phase;

/**
 * The exam of a child task as a learner's device opens it: the cover, the attempt (its own store,
 * `createExamAttemptStore`, running while the phase is `taking`), the result. An attempt in
 * progress opens offline from the copy the device keeps; an attempt the server settled meanwhile
 * has its unsent answers sent first (they count within the grace window). Built from the slices
 * of `examSessionSlices.ts`.
 */
export function createExamSessionStore(options: ExamSessionOptions) {
  return createStore<ExamSessionState>()((...api) => {
    const kit = createSessionKit(options, api[0], api[1]);
    return { ...createPhaseSlice(kit)(...api), ...createOpeningSlice(kit)(...api) };
  });
}
