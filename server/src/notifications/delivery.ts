import { createTranslator, DEFAULT_LANGUAGE, type Translate } from '@peilian/shared';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import { finishNotifySend, recipientsOf } from '../data/notifications.js';
import type { Db } from '../db/client.js';
import type { NotifySendRow } from '../db/schema/index.js';
import { organisationTimeZone } from '../lib/orgClock.js';
import type { Logger } from '../logger.js';
import { MailError, type Mailer } from '../providers/mail/index.js';
import { WecomError, type WecomRobot } from '../providers/wecom/index.js';
import { attachmentWorkbook, isAttachmentScope, type Attachment } from '../reports/index.js';
import { loadDelivery } from './delivery-settings/settings.js';
import { mailBodies, newUnsubscribeId, robotMarkdown, unsubscribeLink } from './mailBody.js';

/**
 * Sending one row of the send log (docs/notifications.md "Schedule and delivery"): a mail to its one
 * recipient (cc'd) or the robot's post, with the attachments of its period. A failure is recorded
 * with its kind and the server's words; the schedule tries again after 1, 5 and 30 minutes, then
 * gives up (`failed`).
 */

/** What sending needs of the process. */
export interface DeliveryEnv {
  db: Db;
  clock: Clock;
  logger: Logger;
  config: Config;
  publicUrl: string;
  mail: Mailer;
  wecom: WecomRobot;
}

/** Minutes to the next attempt after the 1st, 2nd and 3rd failure; the 4th is the last. */
export const RETRY_MINUTES = [1, 5, 30] as const;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Why a send failed, as the send log keeps it: a kind its words are chosen by, and the server's own. */
export interface SendFailure {
  kind: string;
  detail: string;
}

export function failureOf(error: unknown): SendFailure {
  const detail = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  if (error instanceof MailError) return { kind: error.kind, detail };
  if (error instanceof WecomError) return { kind: `wecom${error.kind[0]!.toUpperCase()}${error.kind.slice(1)}`, detail };
  return { kind: 'failed', detail };
}

/** Attachments made once per organisation, scope and period while a tick or a request lasts. */
export type AttachmentCache = Map<string, Promise<Attachment>>;

async function attachmentsOf(env: DeliveryEnv, send: NotifySendRow, zone: string, t: Translate, cache: AttachmentCache): Promise<Attachment[]> {
  const period = { start: send.periodStart, end: send.periodEnd };
  return Promise.all(
    send.attachments.filter(isAttachmentScope).map((scope) => {
      const key = `${send.orgId} ${scope} ${period.start} ${period.end}`;
      let made = cache.get(key);
      if (!made) {
        made = attachmentWorkbook({ db: env.db, orgId: send.orgId, zone, t }, scope, period);
        cache.set(key, made);
      }
      return made;
    }),
  );
}

/** Sends the row now; resolves with no failure when sent, or with why it was not (skipped: `unsubscribed`). */
async function attempt(env: DeliveryEnv, send: NotifySendRow, t: Translate, cache: AttachmentCache): Promise<SendFailure | 'unsubscribed' | undefined> {
  const { db, config } = env;
  const settings = await loadDelivery(db, config, send.orgId);
  const zone = await organisationTimeZone(db, send.orgId);
  if (send.channel === 'wecom') {
    if (!settings.webhook) return { kind: 'wecomNotConfigured', detail: '' };
    const files = await attachmentsOf(env, send, zone, t, cache);
    await env.wecom.postMarkdown(settings.webhook, robotMarkdown(send));
    for (const file of files) await env.wecom.postFile(settings.webhook, { filename: file.filename, content: file.content });
    return undefined;
  }
  const known = await recipientsOf(db, send.orgId, [send.recipient, ...send.cc], newUnsubscribeId);
  const own = known.get(send.recipient);
  if (!own || own.unsubscribed) return 'unsubscribed';
  if (!settings.smtp) return { kind: 'notConfigured', detail: '' };
  const files = await attachmentsOf(env, send, zone, t, cache);
  const link = await unsubscribeLink(db, env.publicUrl, send.orgId, own.secretId);
  await env.mail.send(settings.smtp, {
    to: [send.recipient],
    cc: send.cc.filter((address) => known.get(address)?.unsubscribed === false),
    subject: send.subject,
    ...mailBodies(send.content, link, t),
    attachments: files.map((file) => ({ filename: file.filename, content: file.content, contentType: XLSX })),
    headers: { 'List-Unsubscribe': `<${link}>` },
  });
  return undefined;
}

/**
 * Tries a send once and records the outcome: `sent`, `skipped` (the recipient unsubscribed), or on
 * failure `retrying` with the next attempt due — `failed` after the last attempt, or at once when
 * `retry` is false (a test send). The row as recorded, and the failure when there was one.
 */
export async function deliverSend(
  env: DeliveryEnv,
  send: NotifySendRow,
  options: { retry: boolean; cache: AttachmentCache; t?: Translate },
): Promise<{ row: NotifySendRow; failure?: SendFailure }> {
  const t = options.t ?? createTranslator(DEFAULT_LANGUAGE);
  const now = () => env.clock.now();
  let outcome: SendFailure | 'unsubscribed' | undefined;
  try {
    outcome = await attempt(env, send, t, options.cache);
  } catch (error) {
    outcome = failureOf(error);
  }
  const attempts = send.attempts + 1;
  const finish = (changes: Parameters<typeof finishNotifySend>[3]) =>
    finishNotifySend(env.db, send.orgId, send.id, { attempts, triedAt: now(), ...changes }).then((row) => row ?? send);
  const log = { orgId: send.orgId, sendId: send.id, templateId: send.templateId, channel: send.channel };
  if (outcome === undefined) {
    env.logger.info(log, 'notification sent');
    return { row: await finish({ result: 'sent', nextAttemptAt: null, errorKind: '', errorDetail: '' }) };
  }
  if (outcome === 'unsubscribed') {
    return { row: await finish({ result: 'skipped', nextAttemptAt: null, errorKind: 'unsubscribed', errorDetail: '' }) };
  }
  const again = options.retry && attempts <= RETRY_MINUTES.length;
  env.logger.warn({ ...log, attempts, kind: outcome.kind, detail: outcome.detail }, again ? 'notification send failed, retrying' : 'notification send failed');
  const row = await finish({
    result: again ? 'retrying' : 'failed',
    nextAttemptAt: again ? new Date(now().getTime() + RETRY_MINUTES[attempts - 1]! * 60_000) : null,
    errorKind: outcome.kind,
    errorDetail: outcome.detail,
  });
  return { row, failure: outcome };
}
