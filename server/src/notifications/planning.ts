import type { NotifyPeriod } from '@peilian/shared';
import { recipientsOf, type NewNotifySend } from '../data/notifications.js';
import type { Db } from '../db/client.js';
import type { NotifyTemplateRow } from '../db/schema/index.js';
import { newUnsubscribeId } from './mailBody.js';
import { countedPeriod, nextOccurrence } from './schedule.js';
import { rendered, variableValues } from './variables.js';

/**
 * An occurrence's sends (docs/notifications.md "Send log"): a mail per recipient — `skipped` at once
 * for an address that unsubscribed — and one robot post, each with the subject and content rendered
 * over the period before `due` and the scopes of its attachments.
 */
export async function occurrenceSends(
  db: Db,
  template: NotifyTemplateRow,
  due: Date,
  zone: string,
  test: { at: Date; leaseMs: number } | undefined,
): Promise<NewNotifySend[]> {
  const period = countedPeriod(template.period as NotifyPeriod, due, zone);
  const { subject, content } = rendered(template, await variableValues(db, template.orgId, period, zone));
  const common = {
    orgId: template.orgId,
    templateId: template.id,
    dueAt: due,
    test: test ? 1 : 0,
    subject,
    content,
    attachments: template.attachments,
    periodStart: period.start,
    periodEnd: period.end,
    // A test is sent by its request at once, which holds it; were that process to die, the job takes it after the lease.
    nextAttemptAt: test ? test.at : due,
    claimedUntil: test ? new Date(test.at.getTime() + test.leaseMs) : null,
  };
  const sends: NewNotifySend[] = [];
  if (template.method !== 'wecom') {
    const known = await recipientsOf(db, template.orgId, template.recipients, newUnsubscribeId);
    for (const recipient of template.recipients) {
      const unsubscribed = known.get(recipient)?.unsubscribed ?? false;
      sends.push({
        ...common,
        channel: 'email',
        recipient,
        cc: template.cc.filter((address) => address !== recipient),
        ...(unsubscribed ? { result: 'skipped', errorKind: 'unsubscribed', nextAttemptAt: null, claimedUntil: null, triedAt: test?.at ?? due } : {}),
      });
    }
  }
  if (template.method !== 'email') sends.push({ ...common, channel: 'wecom', recipient: '', cc: [] });
  return sends;
}

/** A template's next occurrence after `after` (null when disabled). */
export function nextDueOf(
  template: Pick<NotifyTemplateRow, 'enabled' | 'period' | 'sendTime' | 'weekday' | 'monthday'>,
  after: Date,
  zone: string,
): Date | null {
  if (template.enabled !== 1) return null;
  return nextOccurrence(
    { period: template.period as NotifyPeriod, sendTime: template.sendTime, weekday: template.weekday, monthday: template.monthday },
    after,
    zone,
  );
}
