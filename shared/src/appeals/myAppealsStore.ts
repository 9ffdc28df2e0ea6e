import { createStore } from 'zustand/vanilla';
import { PAGE_SIZE_DEFAULT } from '../limits.js';
import { unreadPages } from '../lists/unreadPages.js';
import type { MyAppealsOptions, MyAppealsState, MyAppealsStore } from './appealTypes.js';

/**
 * The learner's appeals, newest first (我的申诉; admin-back-office §4, §9): each one's status, the
 * reply and the score before and after, and how many replies are unread — the badge that tells
 * the learner an appeal was answered. Opening one reads it, which marks its reply read on the
 * server; the list and the count follow without being read again.
 */
export function createMyAppealsStore({ calls, pageSize = PAGE_SIZE_DEFAULT }: MyAppealsOptions): MyAppealsStore {
  return createStore<MyAppealsState>()((set, get) => {
    const paging = unreadPages((query) => calls.mine(query), pageSize, get, set);

    return {
      rows: [],
      total: 0,
      unread: 0,
      page: 0,
      loading: false,
      failure: null,
      opened: null,
      openFailure: null,
      load: paging.load,
      more: paging.more,
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
