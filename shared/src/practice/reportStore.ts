import { createStore, type StoreApi } from 'zustand/vanilla';
import type { PracticeSessionView } from '../schemas/practiceSession.js';

export interface PracticeReportState {
  /** The session as last read (or as the live call answered it, while the stored report loads). */
  session: PracticeSessionView | null;
  /** Why the last read failed (the app words it), null while none has. */
  failure: { error: unknown } | null;
  /** Reads the stored report again. */
  load(): Promise<void>;
}

export type PracticeReportStore = StoreApi<PracticeReportState>;

/**
 * A practice's report (`GET api/trainning/v3/practice/session/{id}` through the injected learner
 * API call): the stored session with its scores, shown over the live one it replaces; a failed read
 * keeps what is shown and can be tried again.
 */
export function createPracticeReportStore({
  sessionId,
  initial = null,
  fetchSession,
}: {
  sessionId: string;
  initial?: PracticeSessionView | null;
  fetchSession: (query: { id: string }) => Promise<{ session: PracticeSessionView }>;
}): PracticeReportStore {
  return createStore<PracticeReportState>()((set) => ({
    session: initial,
    failure: null,
    async load() {
      set({ failure: null });
      try {
        set({ session: (await fetchSession({ id: sessionId })).session });
      } catch (error) {
        set({ failure: { error } });
      }
    },
  }));
}
