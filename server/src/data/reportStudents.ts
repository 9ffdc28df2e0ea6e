import type { STUDENT_REPORT_SORTS } from '@peilian/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { DayPeriod, DaySums } from './reportDays.js';
import { reportRows } from './reportRows.js';
import { scopedLearnerIds, type ReportScope } from './reportScope.js';

/**
 * The student report (admin §2 studentReport): each learner of the scope with the figures of the
 * period from the aggregates, ranked within the scope by the chosen figure.
 */

export type StudentSort = (typeof STUDENT_REPORT_SORTS)[number];

/** A learner's row: who, the child tasks, and the period's sums of their learner-days. */
export interface StudentFigures
  extends Pick<DaySums, 'learningSeconds' | 'practiceSessions' | 'practiceScoreSum' | 'exams' | 'examsPassed' | 'examScoreSum' | 'faqDrills' | 'faqScoreSum'> {
  rank: number;
  userId: string;
  name: string;
  account: string;
  departmentName: string;
  tasks: number;
  completed: number;
}

export interface StudentQuery {
  period: DayPeriod;
  sort: StudentSort;
  /** Part of a name or account ('' = all); the rank stays the learner's place in the whole scope. */
  text: string;
  /** Only this learner (the dashboard). */
  userId?: string;
}

const SCORED = sql`(r.practice_sessions + r.exams + r.faq_drills)`;
const AVERAGE = sql`case when ${SCORED} > 0 then (r.practice_score_sum + r.exam_score_sum + r.faq_score_sum) / ${SCORED} end`;
const SORTS: Record<StudentSort, SQL> = {
  learningseconds: sql`r.learning_seconds desc`,
  avgscore: sql`${AVERAGE} desc nulls last`,
  completed: sql`r.completed desc`,
};

/** Every learner of the scope with the period's figures and rank (a query to select from). */
function rankedStudents(scope: ReportScope, query: StudentQuery): SQL {
  const { start, end } = query.period;
  return sql`with scoped as (${scopedLearnerIds(scope)}),
    days as (
      select d.user_id, sum(d.learning_seconds)::float8 as learning_seconds, sum(d.tasks_completed)::int as completed,
        sum(d.practice_sessions)::int as practice_sessions, sum(d.practice_score_sum)::float8 as practice_score_sum,
        sum(d.exams)::int as exams, sum(d.exams_passed)::int as exams_passed, sum(d.exam_score_sum)::float8 as exam_score_sum,
        sum(d.faq_drills)::int as faq_drills, sum(d.faq_score_sum)::float8 as faq_score_sum
      from report_user_days d where d.org_id = ${scope.orgId} and d.day >= ${start} and d.day <= ${end}
        and d.user_id = any(array(select id from scoped))
      group by d.user_id
    ),
    tasks as (
      select t.user_id, count(*)::int as tasks from report_task_learners t
      where t.org_id = ${scope.orgId} and t.user_id = any(array(select id from scoped)) group by t.user_id
    ),
    figures as (
      select u.id, u.name, u.account, coalesce(dp.name, '') as department_name, coalesce(tk.tasks, 0) as tasks,
        coalesce(dy.completed, 0) as completed, coalesce(dy.learning_seconds, 0) as learning_seconds,
        coalesce(dy.practice_sessions, 0) as practice_sessions, coalesce(dy.practice_score_sum, 0) as practice_score_sum,
        coalesce(dy.exams, 0) as exams, coalesce(dy.exams_passed, 0) as exams_passed, coalesce(dy.exam_score_sum, 0) as exam_score_sum,
        coalesce(dy.faq_drills, 0) as faq_drills, coalesce(dy.faq_score_sum, 0) as faq_score_sum
      from users u left join departments dp on dp.org_id = u.org_id and dp.id = u.department_id
        left join days dy on dy.user_id = u.id left join tasks tk on tk.user_id = u.id
      where u.id = any(array(select id from scoped))
    )
    select rank() over (order by ${SORTS[query.sort]})::int as rank, r.* from figures r`;
}

function matches(query: StudentQuery): SQL {
  const conditions = [sql`true`];
  if (query.text) conditions.push(sql`(position(lower(${query.text}) in lower(s.name)) > 0 or position(lower(${query.text}) in lower(s.account)) > 0)`);
  if (query.userId !== undefined) conditions.push(sql`s.id::text = ${query.userId}`);
  return sql.join(conditions, sql` and `);
}

const COLUMNS = sql`s.rank, s.id as "userId", s.name, s.account, s.department_name as "departmentName", s.tasks, s.completed,
  s.learning_seconds as "learningSeconds", s.practice_sessions as "practiceSessions", s.practice_score_sum as "practiceScoreSum",
  s.exams, s.exams_passed as "examsPassed", s.exam_score_sum as "examScoreSum", s.faq_drills as "faqDrills", s.faq_score_sum as "faqScoreSum"`;

/** A page of the ranked learners matching the text, and how many match. */
export async function studentReportPage(
  db: Db,
  scope: ReportScope,
  query: StudentQuery,
  page: { offset: number; limit: number },
): Promise<{ rows: StudentFigures[]; total: number }> {
  const rows = await reportRows<StudentFigures & { total: number }>(
    db,
    sql`select ${COLUMNS}, count(*) over ()::int as total from (${rankedStudents(scope, query)}) s where ${matches(query)}
      order by s.rank, s.account, s.id limit ${page.limit} offset ${page.offset}`,
  );
  if (rows.length === 0 && page.offset > 0) {
    const [count] = await reportRows<{ total: number }>(db, sql`select count(*)::int as total from (${rankedStudents(scope, query)}) s where ${matches(query)}`);
    return { rows: [], total: count?.total ?? 0 };
  }
  return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}

/** One learner's figures of the period (undefined: not a learner of the scope). */
export async function studentFigures(db: Db, scope: ReportScope, userId: string, period: DayPeriod): Promise<StudentFigures | undefined> {
  const { rows } = await studentReportPage(db, scope, { period, sort: 'learningseconds', text: '', userId }, { offset: 0, limit: 1 });
  return rows[0];
}
