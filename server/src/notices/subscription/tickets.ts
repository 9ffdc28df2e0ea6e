import { randomSecret } from '../../auth/token.js';
import { addSeconds } from '../../clock.js';
import { findLiveWechatTicket, insertWechatTicket, moveWechatTicket } from '../../data/wechat.js';
import type { WechatTicketRow } from '../../db/schema/index.js';
import type { AppDeps } from '../../http/context.js';

/** How long a subscription QR (`wxmpqrcode`) and a follower's verification ticket stay valid. */
export const SUBSCRIBE_TICKET_TTL_S = 10 * 60;

/** A new ticket naming a learner (`subscribe`) or holding a follower's openid (`follower`). */
export async function openSubscribeTicket(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  values: { kind: 'subscribe'; orgId: string; userId: string } | { kind: 'follower'; openid: string },
): Promise<{ ticket: string; expires: Date }> {
  const ticket = randomSecret(18);
  const expires = addSeconds(clock.now(), SUBSCRIBE_TICKET_TTL_S);
  await insertWechatTicket(db, { id: ticket, ...values, expiresAt: expires });
  return { ticket, expires };
}

/** A live, unspent ticket of the kind, else undefined. */
export async function liveSubscribeTicket(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  id: string,
  kind: 'subscribe' | 'follower',
): Promise<WechatTicketRow | undefined> {
  const row = id ? await findLiveWechatTicket(db, id, clock.now()) : undefined;
  return row && row.kind === kind && row.status === 'waiting' ? row : undefined;
}

/** Spends a ticket once: false when another request spent it first or it expired. */
export async function spendSubscribeTicket({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, id: string): Promise<boolean> {
  return Boolean(await moveWechatTicket(db, id, ['waiting'], 'spent', clock.now()));
}
