import { createStore } from 'zustand/vanilla';
import { PAGE_SIZE_DEFAULT } from '../limits.js';
import type { MyAppealsOptions, MyAppealsState, MyAppealsStore } from './appealTypes.js';

/**
 * The learner's appeals, newest first (我的申诉; admin-back-office §4, §9): each one's status, the
 * reply and the score before and after, and how many replies are unread — the badge that tells
 * the learner an appeal was answered. Opening one reads it, which marks its reply read on the
 * server; the list and the count follow without being read again.
 */
export function createMyAppealsStore({ calls, pageSize = PAGE_SIZE_DEFAULT }: MyAppealsOptions): MyAppealsStore {
  // Each load's number: a page asked for before a newer load is dropped.
  let generation = 0;
  return createStore<MyAppealsState>()((set, get) => {
    async function fetchPage(page: number): Promise<void> {
      const mine = generation;
      set({ loading: true, failure: null });
      try {
        const answer = await calls.mine({ page, rows: pageSize });
        if (mine !== generation) return;
        const known = new Set(answer.rows.map((row) => row.id));
        const rows = page === 1 ? answer.rows : [...get().rows.filter((row) => !known.has(row.id)), ...answer.rows];
        set({ rows, total: answer.total, unread: answer.unread, page, loading: false });
      } catch (error) {
        if (mine === generation) set({ loading: false, failure: { error } });
      }
    }

    return {
      rows: [],
      total: 0,
      unread: 0,
      page: 0,
      loading: false,
      failure: null,
      opened: null,
      openFailure: null,
      load() {
        generation += 1;
        return fetchPage(1);
      },
      async more() {
        const { loading, rows, total, page } = get();
        if (loading || rows.length >= total) return;
        await fetchPage(page + 1);
      },
      async open(id) {
        set({ openFailure: null, opened: get().rows.find((row) => row.id === id) ?? null });
        try {
          const { appeal } = await calls.read({ id });
          const before = get().rows.find((row) => row.id === id);
          const nowRead = before !== undefined && !before.replyseen && appeal.replyseen;
          set({
            opened: appeal,
            rows: get().rows.map((row) => (row.id === id ? appeal : row)),
            unread: nowRead ? Math.max(0, get().unread - 1) : get().unread,
          });
        } catch (error) {
          set({ openFailure: { error } });
        }
      },
    };
  });
}
