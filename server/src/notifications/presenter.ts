import type {
  MessageKey,
  NotifyKind,
  NotifyMethod,
  NotifyPeriod,
  NotifyScope,
  NotifySend,
  NotifyTemplate,
  NotifyTemplateItem,
  SendResult,
  Translate,
} from '@peilian/shared';
import type { NotifySendRow, NotifyTemplateRow } from '../db/schema/index.js';

/** A template as the list shows it, with its last send. */
export function presentTemplateItem(row: NotifyTemplateRow, last: { time: Date; result: string } | undefined): NotifyTemplateItem {
  return {
    id: row.id,
    kind: row.kind as NotifyKind,
    subject: row.subject,
    method: row.method as NotifyMethod,
    period: row.period as NotifyPeriod,
    sendtime: row.sendTime,
    weekday: row.weekday,
    monthday: row.monthday,
    enabled: row.enabled,
    recipientcount: row.recipients.length,
    nextsend: row.enabled === 1 && row.nextDueAt ? row.nextDueAt.getTime() : null,
    lastsend: last ? { time: last.time.getTime(), result: presentResult(last.result) } : null,
    createdate: row.createdAt.getTime(),
  };
}

/** The whole template, for the form. */
export function presentTemplate(row: NotifyTemplateRow, last: { time: Date; result: string } | undefined): NotifyTemplate {
  return {
    ...presentTemplateItem(row, last),
    recipients: row.recipients,
    cc: row.cc,
    content: row.content,
    attachments: row.attachments as NotifyScope[],
  };
}

/** A send not yet tried shows as `retrying`: an attempt is due. */
const presentResult = (result: string): SendResult => (result === 'pending' ? 'retrying' : (result as SendResult));

const ERROR_KINDS = new Set([
  'notConfigured',
  'auth',
  'unreachable',
  'refused',
  'timeout',
  'unsubscribed',
  'wecomNotConfigured',
  'wecomUnreachable',
  'wecomRefused',
  'wecomBadResponse',
  'failed',
]);

/** Why a send failed or was skipped, in the reader's language, with the server's own words after. */
export function sendError(row: Pick<NotifySendRow, 'errorKind' | 'errorDetail'>, t: Translate): string {
  if (!row.errorKind) return '';
  const kind = ERROR_KINDS.has(row.errorKind) ? row.errorKind : 'failed';
  const words = t(`notifyAdmin.sendErrors.${kind}` as MessageKey);
  return row.errorDetail ? `${words} (${row.errorDetail})` : words;
}

/** One send of the log. */
export function presentSend(row: NotifySendRow, t: Translate): NotifySend {
  return {
    id: row.id,
    templateid: row.templateId,
    subject: row.subject,
    channel: row.channel as NotifySend['channel'],
    recipient: row.recipient,
    cc: row.cc,
    duetime: row.dueAt.getTime(),
    time: (row.triedAt ?? row.createdAt).getTime(),
    result: presentResult(row.result),
    attempts: row.attempts,
    error: sendError(row, t),
    test: row.test,
  };
}
