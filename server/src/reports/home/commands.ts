import type { HomeReport, ReportPeriod } from '@peilian/shared';
import { EMPTY_DAY_SUMS, periodAndDailySums, skillSums, type DayPeriod } from '../../data/reportDays.js';
import { endingSoonPackages } from '../../data/reportHome.js';
import { organisationPeriodSums, organisationSkillSums } from '../../data/reportOrgFigures.js';
import { isWholeOrganisation, type ReportScope } from '../../data/reportScope.js';
import type { Db } from '../../db/client.js';
import type { Caller } from '../../auth/caller.js';
import { asOf, homeFigures } from '../figures.js';
import { packageFigures } from '../packageFigures.js';
import { average, daysOf, lastDays } from '../period.js';
import { reportScope } from '../scope.js';

const WEEK_MS = 7 * 86_400_000;
const LIST_LIMIT = 5;

/**
 * The home dashboard (admin §2 /admin/homePage): the figures of 「今天」 (today so far) or 「近7天」/
 * 「近30天」 (the whole days ending yesterday: the one period rule, `lastDays`), a point a day, the
 * packages ending within a week and the weakest practice score items.
 */
export async function homeReport(request: Caller, period: ReportPeriod): Promise<Omit<HomeReport, 'successed'>> {
  const { db, clock } = request.deps;
  const now = clock.now();
  const days = lastDays(now, period, request.zone);
  const scope = reportScope(request);
  const whole = isWholeOrganisation(scope);
  const [{ total, daily }, soon, skills, asof] = await Promise.all([
    daySums(db, scope, days, whole),
    endingSoon(request, now),
    whole ? organisationSkillSums(db, scope.orgId, days, LIST_LIMIT) : skillSums(db, scope, days, { limit: LIST_LIMIT }),
    asOf(request),
  ]);
  const byDay = new Map(daily.map((row) => [row.day, row]));
  return {
    asof,
    period,
    ...days,
    figures: homeFigures(total),
    trend: daysOf(days).map((day) => ({ day, ...homeFigures(byDay.get(day) ?? EMPTY_DAY_SUMS) })),
    endingsoon: soon,
    weakskills: skills.map((skill) => ({ name: skill.name, avgscore: average(skill.scoreSum, skill.sessions) ?? 0, sessions: skill.sessions })),
  };
}

/**
 * The period's sums and each day's: the organisation's own figures when the scope is all of it and
 * the last refresh counted this period, else summed from its learners' days.
 */
async function daySums(db: Db, scope: ReportScope, days: DayPeriod, whole: boolean) {
  const own = whole ? await organisationPeriodSums(db, scope.orgId, days) : undefined;
  return own ?? periodAndDailySums(db, scope, days);
}

/** The packages ending within a week, with the learners in their range and those who completed them (the task report's counts). */
async function endingSoon(request: Caller, now: Date): Promise<HomeReport['endingsoon']> {
  const packages = await endingSoonPackages(request.deps.db, request.caller.orgId, now, new Date(now.getTime() + WEEK_MS), LIST_LIMIT);
  const figures = await packageFigures(
    request,
    {},
    packages.map((row) => row.packageId),
  );
  return packages.map((row) => ({
    packageid: row.packageId,
    title: row.title,
    endat: row.endAt.toISOString(),
    range: figures.get(row.packageId)?.range ?? 0,
    completed: figures.get(row.packageId)?.completed ?? 0,
  }));
}
