import { ok } from '@peilian/shared';
import { z } from 'zod';
import { findNotifyRecipient, markNotifyRecipientUnsubscribed } from '../../data/notifications.js';
import { findDailyPushSubscription, markDailyPushUnsubscribed } from '../../data/organisations.js';
import { appError } from '../../errors/index.js';
import type { AppDeps } from '../../http/context.js';
import type { Logger } from '../../logger.js';

/** A subscription id as `insertDailyPushSubscription` callers make them (`randomSecret`, base64url). */
const subscriptionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

/**
 * The unsubscribe page's confirm button (spec §2.6, admin §2): `id` is the recipient's
 * subscription id from the push message's link — a WeChat recipient of the daily operations push,
 * or an e-mail address a notification template sends to (docs/notifications.md "Unsubscribing").
 * From now on that recipient gets no daily operations data push, and that address no scheduled
 * mail, of the organisation. Public (the page has no session); an unknown or malformed id →
 * unsubscribeLinkInvalid, and nothing changes.
 */
export async function unsubscribeDailyPush(deps: AppDeps, log: Logger, id: string) {
  const parsed = subscriptionIdSchema.safeParse(id);
  if (!parsed.success) throw appError('errors.unsubscribeLinkInvalid');
  const found = await findDailyPushSubscription(deps.db, parsed.data);
  if (found) {
    const { org, subscription } = found;
    if (await markDailyPushUnsubscribed(deps.db, org.id, parsed.data, deps.clock.now())) {
      log.info({ orgId: org.id, userId: subscription.userId }, 'daily push unsubscribed');
    }
    return ok({ orgname: org.name });
  }
  const address = await findNotifyRecipient(deps.db, parsed.data);
  if (!address) throw appError('errors.unsubscribeLinkInvalid');
  if (await markNotifyRecipientUnsubscribed(deps.db, address.orgId, parsed.data, deps.clock.now())) {
    log.info({ orgId: address.orgId }, 'notification address unsubscribed');
  }
  return ok({ orgname: address.orgName });
}
