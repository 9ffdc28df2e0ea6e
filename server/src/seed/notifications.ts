import { addDays, wallTimeInstant, zonedDay } from '@peilian/shared';
import type { Db } from '../db/client.js';
import { insertNotifySends, insertNotifyTemplate, listNotifyTemplates, type NewNotifySend } from '../data/notifications.js';
import type { NotifyTemplateRow } from '../db/schema/index.js';
import { organisationTimeZone } from '../lib/orgClock.js';
import { nextDueOf } from '../notifications/planning.js';

/**
 * The demo notification templates (docs/notifications.md): the daily operations report (yesterday's
 * figures with the overall table, every morning at 08:00 to two managers) and a weekly training
 * report (Mondays at 09:00, by mail and the enterprise WeChat robot, with the student and task
 * tables), and a send log behind them — yesterday's report sent to one manager and failed for the
 * other after its last attempt (the mail server could not be reached), last week's robot post sent.
 * Idempotent: an organisation that has templates keeps them.
 */

export const DEMO_DAILY_SUBJECT = '每日运营数据报告';
export const DEMO_WEEKLY_SUBJECT = '每周培训周报';
const MANAGERS = ['manager@demo.peilian.example', 'ops@demo.peilian.example'];

const DAILY_CONTENT = `{{orgName}} {{periodStart}} 运营数据：
活跃学员 {{activeLearners}} 人，新增用户 {{newUsers}} 人；
陪练 {{practiceSessions}} 次，学习时长 {{practiceMinutes}} 分钟；
考试 {{examAttempts}} 次，通过率 {{examPassRate}}；
完成任务 {{tasksCompleted}} 个，平均分 {{averageScore}}。`;

const WEEKLY_CONTENT = `{{periodStart}} 至 {{periodEnd}} 培训周报：活跃学员 {{activeLearners}} 人，完成任务 {{tasksCompleted}} 个，平均分 {{averageScore}}。明细见附件。`;

function logRow(template: NotifyTemplateRow, due: Date, period: { start: string; end: string }, fields: Partial<NewNotifySend>): NewNotifySend {
  return {
    orgId: template.orgId,
    templateId: template.id,
    dueAt: due,
    channel: 'email',
    subject: template.subject,
    content: template.content,
    attachments: template.attachments,
    periodStart: period.start,
    periodEnd: period.end,
    attempts: 1,
    triedAt: due,
    result: 'sent',
    ...fields,
  };
}

export async function seedNotifications(db: Db, orgId: string, creatorId: string | null, now: Date): Promise<void> {
  if ((await listNotifyTemplates(db, orgId, { keyword: '', page: 1, rows: 1 })).total > 0) return;
  const zone = await organisationTimeZone(db, orgId);
  const daily = { kind: 'daily', subject: DEMO_DAILY_SUBJECT, method: 'email', period: 'daily', sendTime: '08:00', weekday: 1, monthday: 1, enabled: 1 };
  const weekly = { kind: 'custom', subject: DEMO_WEEKLY_SUBJECT, method: 'both', period: 'weekly', sendTime: '09:00', weekday: 1, monthday: 1, enabled: 1 };
  const dailyRow = await insertNotifyTemplate(db, {
    orgId,
    ...daily,
    recipients: MANAGERS,
    cc: [],
    content: DAILY_CONTENT,
    attachments: ['overall'],
    nextDueAt: nextDueOf(daily, now, zone),
    creatorId,
  });
  const weeklyRow = await insertNotifyTemplate(db, {
    orgId,
    ...weekly,
    recipients: [MANAGERS[0]!],
    cc: [MANAGERS[1]!],
    content: WEEKLY_CONTENT,
    attachments: ['student', 'task'],
    nextDueAt: nextDueOf(weekly, now, zone),
    creatorId,
  });
  const today = zonedDay(now.getTime(), zone);
  const yesterday = addDays(today, -1);
  const dueDaily = new Date(wallTimeInstant(`${yesterday} 08:00`, zone)!);
  const dayBefore = { start: addDays(yesterday, -1), end: addDays(yesterday, -1) };
  const lastWeek = addDays(today, -7);
  const dueWeekly = new Date(wallTimeInstant(`${lastWeek} 09:00`, zone)!);
  await insertNotifySends(db, [
    logRow(dailyRow, dueDaily, dayBefore, { recipient: MANAGERS[0]! }),
    logRow(dailyRow, dueDaily, dayBefore, {
      recipient: MANAGERS[1]!,
      result: 'failed',
      attempts: 4,
      triedAt: new Date(dueDaily.getTime() + 36 * 60_000),
      errorKind: 'unreachable',
      errorDetail: 'connect ECONNREFUSED 10.0.0.25:465',
    }),
    logRow(weeklyRow, dueWeekly, { start: addDays(lastWeek, -7), end: addDays(lastWeek, -1) }, { channel: 'wecom', recipient: '' }),
  ]);
}
