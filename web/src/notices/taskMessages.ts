import { learnerApi } from '../app';

/** What the personal centre's task-message card shows: nothing, subscribed, or the follow QR. */
export type TaskMessageState = { kind: 'none' } | { kind: 'subscribed' } | { kind: 'follow'; url: string };

/**
 * Whether task messages go through WeChat for this learner (`notifysetting`, `issubscribed`) and,
 * when they could but the learner has not followed, the QR's link (`wxmpqrcode`).
 */
export async function loadTaskMessages(): Promise<TaskMessageState> {
  const [{ setting }, subscription] = await Promise.all([learnerApi.notices.notifySetting(), learnerApi.notices.isSubscribed()]);
  if (!setting.isTaskMsgPush2wx || !subscription.available) return { kind: 'none' };
  if (subscription.subscribed) return { kind: 'subscribed' };
  const { url } = await learnerApi.notices.qrcode();
  return url ? { kind: 'follow', url } : { kind: 'none' };
}
