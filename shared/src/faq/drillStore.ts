import { createStore } from 'zustand/vanilla';
import { createAnswerSlice, createDrillKit, createQuestionSlice, currentQuestion, initialDrillState } from './drillSlices.js';
import type { FaqDrillOptions, FaqDrillState, FaqDrillStore } from './drillTypes.js';

export type { DrillPhase, FaqDrillState, FaqDrillStore, FaqDrillCalls, FaqDrillOptions } from './drillTypes.js';

/**
 * The learner's quick Q&A drill (docs/faq.md "The drill"), one store for the PWA and the
 * mini-program. Each question goes: `speaking` (the customer asks; the app plays the question's
 * audio and calls `questionSpoken`), `thinking` (when the question allows it), `answering` (the
 * answer time runs; at its end the draft is sent as it stands), `feedback` (the score, matched and
 * missed keywords), then the next question; after the last the drill is finished and `summary`
 * lists every question with its standard answer.
 *
 * An answer is kept on the device before it is sent and sent through the one outbox (with back-off,
 * and at once on `retry`) until the server has it — the server keeps the first answer of a `seq`, so sending again
 * is safe — so nothing the learner answered is lost to a weak signal or a reload.
 */

export { currentQuestion };

/** Builds a drill's store from its slices (asking the questions, answering them); `load()` starts or resumes it. */
export function createFaqDrillStore(options: FaqDrillOptions): FaqDrillStore {
  return createStore<FaqDrillState>()((...api) => {
    const kit = createDrillKit(options, api[0], api[1]);
    return { ...initialDrillState, ...createQuestionSlice(kit)(...api), ...createAnswerSlice(kit)(...api) };
  });
}
