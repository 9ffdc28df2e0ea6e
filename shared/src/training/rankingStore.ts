import { createStore, type StoreApi } from 'zustand/vanilla';
import type { BoundTable } from '../api/endpoint.js';
import type { LearnerEndpoints } from '../endpoints/index.js';
import { PAGE_SIZE_DEFAULT } from '../limits.js';
import type { RankingResponse, RankingRow } from '../schemas/ranking.js';

/**
 * The organisation's ranking (`/user/ranking`), one store for the PWA and the mini-program: the
 * first page brings the learner's own row, whether the organisation shows the ranking and how many
 * are ranked; further pages are appended as the learner scrolls. A failed first page offers a retry
 * in place of the list; a failed further page keeps the rows shown and offers it again.
 */

export type RankingStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface RankingState {
  status: RankingStatus;
  /** The learner's own row (null: not ranked yet), from the first page. */
  me: RankingRow | null;
  /** 0 when the organisation hides the ranking (the apps show the hidden message instead). */
  visible: number;
  /** How many learners are ranked in all. */
  total: number;
  /** The rows of every page loaded so far, in rank order. */
  rows: RankingRow[];
  /** The last page loaded (0 before the first). */
  page: number;
  /** A further page is on its way. */
  loadingMore: boolean;
  /** Why the last load failed (the app words it): the first page, or a further one. Null after a success. */
  failure: { error: unknown; more: boolean } | null;
  /** Loads the first page again (on opening the page, on retry); the rows shown stay until it answers. */
  load(): Promise<void>;
  /** Appends the next page when there is one and none is on its way. */
  loadMore(): Promise<void>;
}

export type RankingStore = StoreApi<RankingState>;

export type RankingCall = BoundTable<LearnerEndpoints>['training']['ranking'];

/** Whether rows remain to be loaded. */
export const hasMoreRanking = (state: Pick<RankingState, 'status' | 'rows' | 'total'>): boolean => state.status === 'ready' && state.rows.length < state.total;

/** Builds the ranking's store over the learner table's `training.ranking` call, `rows` a page. */
export function createRankingStore(fetchPage: RankingCall, { rows = PAGE_SIZE_DEFAULT }: { rows?: number } = {}): RankingStore {
  /** Each first-page load's number: a page answered for an older load is dropped. */
  let generation = 0;
  const fetch = (page: number): Promise<RankingResponse> => fetchPage({ page, rows });
  return createStore<RankingState>()((set, get) => ({
    status: 'idle',
    me: null,
    visible: 1,
    total: 0,
    rows: [],
    page: 0,
    loadingMore: false,
    failure: null,
    async load() {
      const mine = ++generation;
      set({ status: get().status === 'ready' ? 'ready' : 'loading', loadingMore: false });
      try {
        const first = await fetch(1);
        if (mine !== generation) return;
        set({ status: 'ready', me: first.me, visible: first.visible, total: first.total, rows: first.rows, page: 1, failure: null });
      } catch (error) {
        if (mine === generation) set({ status: get().status === 'ready' ? 'ready' : 'failed', failure: { error, more: false } });
      }
    },
    async loadMore() {
      const state = get();
      if (state.loadingMore || !hasMoreRanking(state)) return;
      const mine = generation;
      set({ loadingMore: true });
      try {
        const next = await fetch(state.page + 1);
        if (mine !== generation) return;
        set({ rows: [...get().rows, ...next.rows], page: state.page + 1, total: next.total, loadingMore: false, failure: null });
      } catch (error) {
        if (mine === generation) set({ loadingMore: false, failure: { error, more: true } });
      }
    },
  }));
}
