import { createStore, type StoreApi } from 'zustand/vanilla';
import type { PracticeScenarioSummary } from '../schemas/practiceSession.js';
import type { Connectivity } from './sessionPort.js';

export type PracticeScenarioListState = (
  | { status: 'loading'; failure: null }
  | { status: 'ready'; failure: null }
  /** Why the last read failed (the app words it). */
  | { status: 'failed'; failure: { error: unknown } }
) & {
  rows: PracticeScenarioSummary[];
  /** Reads the list again; only the latest read's answer is kept. */
  load(): Promise<void>;
  /** Follows the platform's network: a list that failed to load loads again when the connection comes back. Answers the unsubscribe. */
  watch(connectivity: Connectivity): () => void;
};

export type PracticeScenarioListStore = StoreApi<PracticeScenarioListState>;

/**
 * Free practice's scenario list (`GET api/trainning/v3/practice/scenarios` through the injected
 * learner API call). Offline the read fails; the list then comes back on its own with the network
 * rather than waiting for the learner to tap Retry.
 */
export function createPracticeScenarioListStore({ fetchScenarios }: { fetchScenarios: () => Promise<PracticeScenarioSummary[]> }): PracticeScenarioListStore {
  let reads = 0;
  return createStore<PracticeScenarioListState>()((set, get) => ({
    status: 'loading',
    failure: null,
    rows: [],
    async load() {
      const read = ++reads;
      set({ status: 'loading', failure: null });
      try {
        const rows = await fetchScenarios();
        if (read === reads) set({ status: 'ready', failure: null, rows });
      } catch (error) {
        if (read === reads) set({ status: 'failed', failure: { error } });
      }
    },
    watch(connectivity) {
      return connectivity.subscribe((online) => {
        if (online && get().status === 'failed') void get().load();
      });
    },
  }));
}
