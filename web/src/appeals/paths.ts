import type { DeviceStorage } from '@peilian/shared';

/** 我的申诉, from the personal centre (inside the learner's tab layout). */
export const APPEALS_PATH = '/user/appeals';
/** One appeal: `/user/appeal?id=`. */
export const APPEAL_PATH = '/user/appeal';

export const appealPath = (id: string): string => `${APPEAL_PATH}?${new URLSearchParams({ id }).toString()}`;

/**
 * localStorage as the appeal drafts' storage, filed under the learner: a reason typed and not yet
 * sent survives a reload, and another account on the same phone does not see it. Refusals throw,
 * which the store tolerates.
 */
export function appealStorage(userId: string, storage: () => Storage = () => window.localStorage): DeviceStorage {
  const key = (name: string) => `${name}.${userId}`;
  return {
    getItem: (name) => storage().getItem(key(name)),
    setItem: (name, value) => storage().setItem(key(name), value),
    removeItem: (name) => storage().removeItem(key(name)),
  };
}
