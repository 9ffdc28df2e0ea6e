import type { Caller } from '../../auth/caller.js';
import { insertNotifySends } from '../../data/notifications.js';
import { openOperation } from '../../db/operationScope.js';
import type { NotifySendRow, NotifyTemplateRow } from '../../db/schema/index.js';
import { appError, type AppError } from '../../errors/index.js';
import { loadDelivery } from '../delivery-settings/settings.js';
import { deliverSend, type SendFailure } from '../delivery.js';
import { NOTIFY_LEASE_MS } from '../job.js';
import { occurrenceSends } from '../planning.js';

/** A failed test send as the answer's refusal, in the caller's language (never a 500). */
function refusal(failure: SendFailure): AppError {
  const detail = failure.detail.slice(0, 200);
  switch (failure.kind) {
    case 'notConfigured':
      return appError('errors.notify.mailNotConfigured');
    case 'auth':
      return appError('errors.notify.mailAuth');
    case 'unreachable':
      return appError('errors.notify.mailUnreachable');
    case 'timeout':
      return appError('errors.notify.mailTimeout');
    case 'wecomNotConfigured':
      return appError('errors.notify.wecomNotConfigured');
    case 'refused':
      return appError('errors.notify.mailRefused', { detail });
    default:
      return appError(failure.kind.startsWith('wecom') ? 'errors.notify.wecomFailed' : 'errors.notify.mailRefused', { detail });
  }
}

/**
 * "Send a test now" (docs/notifications.md "Send log"): the saved template, rendered over the period
 * before now, to its recipients and robot at once, each send logged as a test; no retry. Settings
 * missing refuse before anything is written; a send the server refuses is logged, and the first
 * such refusal is the answer.
 */
export async function sendTest(request: Caller, row: NotifyTemplateRow): Promise<NotifySendRow[]> {
  const { db, clock, config, publicUrl, logger, providers } = request.deps;
  const settings = await loadDelivery(db, config, request.orgId);
  if (row.method !== 'wecom' && !settings.smtp) throw appError('errors.notify.mailNotConfigured');
  if (row.method !== 'email' && !settings.webhook) throw appError('errors.notify.wecomNotConfigured');
  const now = clock.now();
  const sends = await occurrenceSends(db, row, now, request.zone, { at: now, leaseMs: NOTIFY_LEASE_MS });
  // The log rows are the operation; the sending, over the network, holds no transaction.
  const planned = await openOperation(db, (tx) => insertNotifySends(tx, sends));
  const env = { db, clock, logger, config, publicUrl, mail: providers.mail, wecom: providers.wecom };
  const cache = new Map();
  const sent: NotifySendRow[] = [];
  let failure: SendFailure | undefined;
  for (const send of planned) {
    if (send.result !== 'pending') {
      sent.push(send);
      continue;
    }
    const done = await deliverSend(env, send, { retry: false, cache, t: request.t });
    sent.push(done.row);
    failure ??= done.failure;
  }
  request.log.info({ orgId: request.orgId, templateId: row.id, by: request.userId, sends: sent.length, failed: failure?.kind }, 'notification test sent');
  if (failure) throw refusal(failure);
  return sent;
}
