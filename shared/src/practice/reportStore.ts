import { createStore, type StoreApi } from 'zustand/vanilla';
import type { PracticeCoachResponse } from '../schemas/practiceCoach.js';
import type { PracticeSessionView } from '../schemas/practiceSession.js';

/** The coach's review as the report shows it: being written, its answer, or a read that failed. */
export type CoachState = { state: 'loading' } | { state: 'done'; answer: Omit<PracticeCoachResponse, 'successed'> } | { state: 'failed'; error: unknown };

export interface PracticeReportState {
  /** The session as last read (or as the live call answered it, while the stored report loads). */
  session: PracticeSessionView | null;
  /** Why the last read failed (the app words it), null while none has. */
  failure: { error: unknown } | null;
  /** A finished role-play's review by the coach (null: not one, or not read yet). */
  coach: CoachState | null;
  /** Reads the stored report again (and a role-play's review, unless it is there). */
  load(): Promise<void>;
  /** Reads the coach's review again. */
  loadCoach(): Promise<void>;
}

export type PracticeReportStore = StoreApi<PracticeReportState>;

/**
 * A practice's report (`GET api/trainning/v3/practice/session/{id}` through the injected learner
 * API call): the stored session with its scores, shown over the live one it replaces; a failed read
 * keeps what is shown and can be tried again. A finished role-play's report also reads the coach's
 * review (`…/coach`), which may take the model a while to write.
 */
export function createPracticeReportStore({
  sessionId,
  initial = null,
  fetchSession,
  fetchCoach,
}: {
  sessionId: string;
  initial?: PracticeSessionView | null;
  fetchSession: (query: { id: string }) => Promise<{ session: PracticeSessionView }>;
  fetchCoach: (query: { id: string }) => Promise<Omit<PracticeCoachResponse, 'successed'>>;
}): PracticeReportStore {
  return createStore<PracticeReportState>()((set, get) => ({
    session: initial,
    failure: null,
    coach: null,
    async load() {
      set({ failure: null });
      try {
        const { session } = await fetchSession({ id: sessionId });
        set({ session });
        if (session.roleplay && session.status === 'finished' && get().coach?.state !== 'done') await get().loadCoach();
      } catch (error) {
        set({ failure: { error } });
      }
    },
    async loadCoach() {
      set({ coach: { state: 'loading' } });
      try {
        set({ coach: { state: 'done', answer: await fetchCoach({ id: sessionId }) } });
      } catch (error) {
        set({ coach: { state: 'failed', error } });
      }
    },
  }));
}
