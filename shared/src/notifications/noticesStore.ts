import { createStore } from 'zustand/vanilla';
import { PAGE_SIZE_DEFAULT } from '../limits.js';
import type { NoticesOptions, NoticesState, NoticesStore } from './noticeTypes.js';

/**
 * The learner's notices (docs/notifications.md "On the learner's surfaces"): the list newest first,
 * the unread count, marking read, and — while a page holds it — the live connection (`live`, e.g.
 * `socketNotices`) whose pushes prepend the notice and set the count, so an open personal centre or
 * training centre shows it at once.
 */
export function createNoticesStore({ calls, live, pageSize = PAGE_SIZE_DEFAULT }: NoticesOptions): NoticesStore {
  // Each load's number: a page asked for before a newer load is dropped.
  let generation = 0;
  let holders = 0;
  let stopLive: (() => void) | undefined;
  let seq = 0;

  return createStore<NoticesState>()((set, get) => {
    async function fetchPage(page: number): Promise<void> {
      const mine = generation;
      set({ loading: true, failure: null });
      try {
        const answer = await calls.list({ page, rows: pageSize });
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
      arrived: null,
      live: false,
      load() {
        generation += 1;
        return fetchPage(1);
      },
      async more() {
        const { loading, rows, total, page } = get();
        if (loading || rows.length >= total) return;
        await fetchPage(page + 1);
      },
      async read(id) {
        const row = get().rows.find((notice) => notice.id === id);
        if (row?.read) return;
        const { unread } = await calls.read({ id });
        set({ rows: get().rows.map((notice) => (notice.id === id ? { ...notice, read: 1 } : notice)), unread });
      },
      async readAll() {
        const { unread } = await calls.readAll();
        set({ rows: get().rows.map((notice) => (notice.read ? notice : { ...notice, read: 1 })), unread });
      },
      receive(notice, unread) {
        const known = get().rows.some((row) => row.id === notice.id);
        seq += 1;
        set({
          rows: known ? get().rows : [notice, ...get().rows],
          total: known ? get().total : get().total + 1,
          unread,
          arrived: { notice, seq },
        });
      },
      hold() {
        holders += 1;
        if (holders === 1 && live)
          stopLive = live(
            (notice, unread) => get().receive(notice, unread),
            (on) => set({ live: on }),
          );
        let released = false;
        return () => {
          if (released) return;
          released = true;
          holders -= 1;
          if (holders > 0) return;
          stopLive?.();
          stopLive = undefined;
        };
      },
    };
  });
}
