import { createStore } from 'zustand/vanilla';
import { PAGE_SIZE_DEFAULT } from '../limits.js';
import { unreadPages } from '../lists/unreadPages.js';
import type { NoticesOptions, NoticesState, NoticesStore } from './noticeTypes.js';

/**
 * The learner's notices (docs/notifications.md "On the learner's surfaces"): the list newest first,
 * the unread count, marking read, and — while a page holds it — the live connection (`live`, e.g.
 * `socketNotices`) whose pushes prepend the notice and set the count, so an open personal centre or
 * training centre shows it at once.
 */
export function createNoticesStore({ calls, live, pageSize = PAGE_SIZE_DEFAULT }: NoticesOptions): NoticesStore {
  let holders = 0;
  let stopLive: (() => void) | undefined;
  let seq = 0;

  return createStore<NoticesState>()((set, get) => {
    const paging = unreadPages((query) => calls.list(query), pageSize, get, set);

    return {
      rows: [],
      total: 0,
      unread: 0,
      page: 0,
      loading: false,
      failure: null,
      arrived: null,
      live: false,
      load: paging.load,
      more: paging.more,
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
