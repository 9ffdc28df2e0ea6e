import { renderNotifyText, type NotifyVariable } from '@peilian/shared';
import { countNewUsers, organisationNameOf } from '../data/notifications.js';
import type { Db } from '../db/client.js';
import { zonedDaysRange } from '../lib/orgClock.js';
import { organisationPeriodFigures, periodFigureValues } from '../reports/index.js';
import type { PeriodDays } from './schedule.js';

/**
 * The values of a template's variables over a period (docs/notifications.md "Templates"): the data
 * centre's sums of the organisation's learner-days, its accounts made in the period, and the period
 * itself. A rate or an average with nothing counted shows `-`.
 */
export async function variableValues(db: Db, orgId: string, period: PeriodDays, zone: string): Promise<Record<NotifyVariable, string>> {
  const { from, to } = zonedDaysRange(period.start, period.end, zone);
  const [orgName, { total }, newUsers] = await Promise.all([
    organisationNameOf(db, orgId),
    organisationPeriodFigures(db, orgId, period),
    countNewUsers(db, orgId, from!, to!),
  ]);
  const figures = periodFigureValues(total);
  const shown = (value: number | null, unit = '') => (value === null ? '-' : `${value}${unit}`);
  return {
    orgName,
    periodStart: period.start,
    periodEnd: period.end,
    activeLearners: String(figures.activeLearners),
    newUsers: String(newUsers),
    practiceSessions: String(figures.practiceSessions),
    practiceMinutes: String(figures.practiceMinutes),
    examAttempts: String(figures.examAttempts),
    examPassRate: shown(figures.examPassRate, '%'),
    tasksCompleted: String(figures.tasksCompleted),
    averageScore: shown(figures.averageScore),
  };
}

/** A template's subject and content with its variables filled. */
export function rendered(template: { subject: string; content: string }, values: Record<string, string>) {
  return { subject: renderNotifyText(template.subject, values), content: renderNotifyText(template.content, values) };
}
