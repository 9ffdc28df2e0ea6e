import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { EMPTY_DAY_SUMS, type DayPeriod, type DaySums, type SkillAverage } from './reportDays.js';
import { reportRows, uuidList } from './reportRows.js';
import type { ProgressCounts } from './reportTasks.js';

/**
 * The organisation's own figures (`report_org_*`, summed by the refresh from its learner rows): the
 * same answers as reportDays.ts and reportTasks.ts give over every learner of the organisation, read
 * from dozens of rows. Only a scope of the whole organisation may read them (`isWholeOrganisation`).
 */

const DAY_SUMS = sql`d.active_learners as "activeLearners", d.learning_seconds as "learningSeconds", d.logins, d.tasks_completed as "tasksCompleted",
  d.practice_sessions as "practiceSessions", d.practice_score_sum as "practiceScoreSum", d.exams, d.exams_passed as "examsPassed",
  d.exam_score_sum as "examScoreSum", d.faq_drills as "faqDrills", d.faq_score_sum as "faqScoreSum"`;

const SUMMED = ['learningSeconds', 'logins', 'tasksCompleted', 'practiceSessions', 'practiceScoreSum', 'exams', 'examsPassed', 'examScoreSum', 'faqDrills', 'faqScoreSum'] as const;

/**
 * The organisation's sums of each day of the period that has any (oldest first) and of the whole
 * period — or undefined when the last refresh did not count the period's active learners (it counts
 * the home periods ending on its own day; a learner active on several days counts once).
 */
export async function organisationPeriodSums(db: Db, orgId: string, period: DayPeriod): Promise<{ total: DaySums; daily: (DaySums & { day: string })[] } | undefined> {
  const [counted] = await reportRows<{ activeLearners: number }>(
    db,
    sql`select active_learners as "activeLearners" from report_org_periods where org_id = ${orgId} and start_day = ${period.start} and end_day = ${period.end}`,
  );
  if (!counted) return undefined;
  const daily = await reportRows<DaySums & { day: string }>(
    db,
    sql`select d.day, ${DAY_SUMS} from report_org_days d where d.org_id = ${orgId} and d.day >= ${period.start} and d.day <= ${period.end} order by d.day`,
  );
  const total: DaySums = { ...EMPTY_DAY_SUMS, activeLearners: counted.activeLearners };
  for (const day of daily) for (const name of SUMMED) total[name] += day[name];
  return { total, daily };
}

/** Each practice score item's sessions and score sum over the period, lowest average first. */
export async function organisationSkillSums(db: Db, orgId: string, period: DayPeriod, limit: number): Promise<SkillAverage[]> {
  return reportRows(
    db,
    sql`select d.name, sum(d.sessions)::int as sessions, sum(d.score_sum)::float8 as "scoreSum"
      from report_org_skill_days d where d.org_id = ${orgId} and d.day >= ${period.start} and d.day <= ${period.end}
      group by d.name having sum(d.sessions) > 0 order by sum(d.score_sum) / sum(d.sessions), d.name limit ${limit}`,
  );
}

/** The counts of each of the packages `ids` over every learner (packages without a learner are absent). */
export async function organisationPackageCounts(db: Db, orgId: string, ids: readonly string[]): Promise<Map<string, ProgressCounts>> {
  if (ids.length === 0) return new Map();
  const rows = await reportRows<ProgressCounts & { package_id: string }>(
    db,
    sql`select package_id, range, started, completed, passed, avgscore, avgseconds
      from report_org_packages where org_id = ${orgId} and package_id in (${uuidList(ids)})`,
  );
  return new Map(rows.map(({ package_id, ...figures }) => [package_id, figures]));
}
