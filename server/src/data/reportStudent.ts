import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { DayPeriod } from './reportDays.js';
import { asDate, reportRows } from './reportRows.js';

/** A learner's dashboard (admin §2 dashboard): the exam history and the child tasks, beside the figures. */

export interface StudentExamRow {
  title: string;
  packageTitle: string;
  score: number | null;
  passed: boolean;
  submittedAt: Date;
}

/** The learner's exams submitted in the period (days in the organisation's `zone`), newest first. */
export async function studentExamHistory(db: Db, orgId: string, userId: string, period: DayPeriod, zone: string, limit: number): Promise<StudentExamRow[]> {
  const rows = await reportRows<Omit<StudentExamRow, 'submittedAt'> & { submittedAt: Date | string }>(
    db,
    sql`select c.title, p.title as "packageTitle", a.score, a.passed = 1 as passed, a.submitted_at as "submittedAt"
      from exam_attempts a join child_tasks c on c.org_id = a.org_id and c.id = a.child_task_id join task_packages p on p.org_id = c.org_id and p.id = c.package_id
      where a.org_id = ${orgId} and a.user_id = ${userId} and a.status = 1 and a.submitted_at is not null
        and to_char(a.submitted_at at time zone ${zone}, 'YYYY-MM-DD') between ${period.start} and ${period.end}
      order by a.submitted_at desc, a.id limit ${limit}`,
  );
  return rows.map((row) => ({ ...row, submittedAt: asDate(row.submittedAt)! }));
}

export interface StudentTaskRow {
  packageId: string;
  packageTitle: string;
  childId: string;
  title: string;
  type: number;
  status: number;
  score: number | null;
  seconds: number;
}

/** The learner's child tasks from the aggregates, package by package in the training centre's order. */
export async function studentTaskRows(db: Db, orgId: string, userId: string, limit: number): Promise<StudentTaskRow[]> {
  return reportRows(
    db,
    sql`select t.package_id as "packageId", p.title as "packageTitle", t.child_task_id as "childId", c.title, c.type,
        t.status, t.score, t.duration_seconds as seconds
      from report_task_learners t join task_packages p on p.org_id = t.org_id and p.id = t.package_id join child_tasks c on c.org_id = t.org_id and c.id = t.child_task_id
      where t.org_id = ${orgId} and t.user_id = ${userId}
      order by p.start_at desc, p.id, c.sort, c.id limit ${limit}`,
  );
}
