import { CHILD_TASK_TYPES, type DeviceStorage } from '@peilian/shared';

/** The learner's quick Q&A page (learner-and-session §2.9), full screen: free practice without a query. */
export const FAQ_PATH = '/user/dashboard/faq';

/** `/user/dashboard/faq?childtaskid=` for a quick Q&A child task, else null. */
export function faqPath(type: number, childId: string): string | null {
  if (type !== CHILD_TASK_TYPES.faq) return null;
  return `${FAQ_PATH}?${new URLSearchParams({ childtaskid: childId }).toString()}`;
}

/** `/user/dashboard/faq?checkinid=`: a drill of a quick Q&A check-in task (docs/checkin.md). */
export const checkinDrillPath = (checkinId: string) => `${FAQ_PATH}?${new URLSearchParams({ checkinid: checkinId }).toString()}`;

/**
 * localStorage as the drill's device storage, so an answer not yet acknowledged survives a reload
 * or a closed tab. Keys are filed under the learner: another account on the same phone neither
 * resumes this one's free drill nor sends its answers. Refusals (private mode, quota) throw, which
 * the drill store tolerates.
 */
export function drillStorage(userId: string, storage: () => Storage = () => window.localStorage): DeviceStorage {
  const key = (name: string) => `${name}.${userId}`;
  return {
    getItem: (name) => storage().getItem(key(name)),
    setItem: (name, value) => storage().setItem(key(name), value),
    removeItem: (name) => storage().removeItem(key(name)),
  };
}
