import type { HomeReport, ReportPeriod } from '@peilian/shared';
import { endingSoonPackages } from '../../data/reportHome.js';
import { EMPTY_DAY_SUMS, periodAndDailySums, skillSums } from '../../data/reportDays.js';
import type { CallerRequest } from '../../lib/request.js';
import { asOf, homeFigures } from '../figures.js';
import { addDays, average, daysOf, today } from '../period.js';
import { reportScope } from '../scope.js';

const WEEK_MS = 7 * 86_400_000;
const LIST_LIMIT = 5;

/**
 * The home dashboard (admin §2 /admin/homePage): the figures of today or the last 7 or 30 days
 * (today included: the dashboard shows today so far), a point a day, the packages ending within a
 * week and the weakest practice score items.
 */
export async function homeReport(request: CallerRequest, period: ReportPeriod): Promise<Omit<HomeReport, 'successed'>> {
  const { db, clock } = request.deps;
  const now = clock.now();
  const end = today(now);
  const days = { start: addDays(end, 1 - period), end };
  const scope = reportScope(request);
  const [{ total, daily }, soon, skills, asof] = await Promise.all([
    periodAndDailySums(db, scope, days),
    endingSoonPackages(db, scope, now, new Date(now.getTime() + WEEK_MS), LIST_LIMIT),
    skillSums(db, scope, days, { limit: LIST_LIMIT }),
    asOf(request),
  ]);
  const byDay = new Map(daily.map((row) => [row.day, row]));
  return {
    asof,
    period,
    ...days,
    figures: homeFigures(total),
    trend: daysOf(days).map((day) => ({ day, ...homeFigures(byDay.get(day) ?? EMPTY_DAY_SUMS) })),
    endingsoon: soon.map((row) => ({ packageid: row.packageId, title: row.title, endat: row.endAt.toISOString(), range: row.range, completed: row.completed })),
    weakskills: skills.map((skill) => ({ name: skill.name, avgscore: average(skill.scoreSum, skill.sessions) ?? 0, sessions: skill.sessions })),
  };
}
