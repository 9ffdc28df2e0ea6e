import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { inReportScope, type ReportScope } from './reportScope.js';
import { reportRows } from './reportRows.js';

/**
 * Figures of the scope's learners per China-time day, read from the aggregates (`report_user_days`,
 * `report_skill_days`): the home dashboard, the student dashboard and the activity report.
 */

export interface DayPeriod {
  start: string;
  end: string;
}

/**
 * An active learner-day: a sign-in, learning time, or a practice session, exam, child task or quick
 * Q&A drill finished that day (docs/reports.md "Figures").
 */
export const ACTIVE_DAY = sql`(d.learning_seconds > 0 or d.logins > 0 or d.practice_sessions > 0 or d.exams > 0 or d.tasks_completed > 0 or d.faq_drills > 0)`;

/** The sums of a set of learner-days. */
export interface DaySums {
  activeLearners: number;
  learningSeconds: number;
  logins: number;
  tasksCompleted: number;
  practiceSessions: number;
  practiceScoreSum: number;
  exams: number;
  examsPassed: number;
  examScoreSum: number;
  faqDrills: number;
  faqScoreSum: number;
}

const SUMS = sql`count(distinct d.user_id) filter (where ${ACTIVE_DAY})::int as "activeLearners",
  coalesce(sum(d.learning_seconds), 0)::float8 as "learningSeconds", coalesce(sum(d.logins), 0)::int as "logins",
  coalesce(sum(d.tasks_completed), 0)::int as "tasksCompleted",
  coalesce(sum(d.practice_sessions), 0)::int as "practiceSessions", coalesce(sum(d.practice_score_sum), 0)::float8 as "practiceScoreSum",
  coalesce(sum(d.exams), 0)::int as "exams", coalesce(sum(d.exams_passed), 0)::int as "examsPassed", coalesce(sum(d.exam_score_sum), 0)::float8 as "examScoreSum",
  coalesce(sum(d.faq_drills), 0)::int as "faqDrills", coalesce(sum(d.faq_score_sum), 0)::float8 as "faqScoreSum"`;

function dayRows(scope: ReportScope, period: DayPeriod, userId?: string): SQL {
  const only = userId === undefined ? sql`` : sql`and d.user_id = ${userId}`;
  return sql`from report_user_days d where d.org_id = ${scope.orgId} and d.day >= ${period.start} and d.day <= ${period.end}
    and ${inReportScope(sql`d.user_id`, scope)} ${only}`;
}

/** The sums over the whole period (a learner active on several days counts once). */
export async function periodSums(db: Db, scope: ReportScope, period: DayPeriod, userId?: string): Promise<DaySums> {
  const [row] = await reportRows<DaySums>(db, sql`select ${SUMS} ${dayRows(scope, period, userId)}`);
  return row!;
}

/** The sums of each day of the period that has any row, oldest first. */
export async function dailySums(db: Db, scope: ReportScope, period: DayPeriod, userId?: string): Promise<(DaySums & { day: string })[]> {
  return reportRows(db, sql`select d.day, ${SUMS} ${dayRows(scope, period, userId)} group by d.day order by d.day`);
}

/**
 * The sums of each day of the period that has any row (oldest first) and of the whole period (a
 * learner active on several days counts once there), from one scan: `grouping sets` gives the
 * days' rows and the total's row together.
 */
export async function periodAndDailySums(
  db: Db,
  scope: ReportScope,
  period: DayPeriod,
  userId?: string,
): Promise<{ total: DaySums; daily: (DaySums & { day: string })[] }> {
  const rows = await reportRows<DaySums & { day: string | null }>(
    db,
    sql`select d.day, ${SUMS} ${dayRows(scope, period, userId)} group by grouping sets ((d.day), ()) order by d.day nulls first`,
  );
  const [total, ...daily] = rows;
  const days = daily.filter((row): row is DaySums & { day: string } => row.day !== null);
  return { total: total && total.day === null ? total : { ...EMPTY_DAY_SUMS }, daily: days };
}

/** The sums of no learner-day. */
export const EMPTY_DAY_SUMS: DaySums = {
  activeLearners: 0,
  learningSeconds: 0,
  logins: 0,
  tasksCompleted: 0,
  practiceSessions: 0,
  practiceScoreSum: 0,
  exams: 0,
  examsPassed: 0,
  examScoreSum: 0,
  faqDrills: 0,
  faqScoreSum: 0,
};

export interface SkillAverage {
  name: string;
  sessions: number;
  scoreSum: number;
}

/** Each practice score item's sessions and score sum over the period, lowest average first. */
export async function skillSums(db: Db, scope: ReportScope, period: DayPeriod, options: { userId?: string; limit?: number } = {}): Promise<SkillAverage[]> {
  const only = options.userId === undefined ? sql`` : sql`and d.user_id = ${options.userId}`;
  const limit = options.limit === undefined ? sql`` : sql`limit ${options.limit}`;
  return reportRows(
    db,
    sql`select d.name, sum(d.sessions)::int as sessions, sum(d.score_sum)::float8 as "scoreSum"
      from report_skill_days d where d.org_id = ${scope.orgId} and d.day >= ${period.start} and d.day <= ${period.end}
        and ${inReportScope(sql`d.user_id`, scope)} ${only}
      group by d.name having sum(d.sessions) > 0 order by sum(d.score_sum) / sum(d.sessions), d.name ${limit}`,
  );
}
