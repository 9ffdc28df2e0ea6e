import { bindEndpoints, createNoticesStore, type NoticesStore } from '@peilian/shared'
import { noticeEndpoints } from '@peilian/shared/endpoints'
import { api } from '../../services/app'

/** The notice calls with their schemas, bound in the notices subpackage (the main package reads only the count). */
export const noticesApi = bindEndpoints(api, { notices: noticeEndpoints }).notices

let kept: { userId: string; store: NoticesStore } | undefined

/**
 * One list of notices per signed-in learner. It has no socket of its own: the page hands it the
 * pushes of the main package's live connection (`holdLive`).
 */
export function noticesOf(userId: string): NoticesStore {
  if (kept?.userId !== userId) kept = { userId, store: createNoticesStore({ calls: noticesApi }) }
  return kept.store
}

/** What the follow section shows: nothing, subscribed, or the QR's link. */
export type FollowState = { kind: 'none' } | { kind: 'subscribed' } | { kind: 'follow'; url: string }

/** Whether task messages could come through the official account and, not followed yet, the QR's link (`wxmpqrcode`). */
export async function loadFollow(): Promise<FollowState> {
  const [{ setting }, subscription] = await Promise.all([noticesApi.notifySetting(), noticesApi.isSubscribed()])
  if (!setting.isTaskMsgPush2wx || !subscription.available) return { kind: 'none' }
  if (subscription.subscribed) return { kind: 'subscribed' }
  const { url } = await noticesApi.qrcode()
  return url ? { kind: 'follow', url } : { kind: 'none' }
}
