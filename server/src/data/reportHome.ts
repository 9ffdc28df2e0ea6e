import { PUBLISH_STATES } from '@peilian/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { asDate, reportRows } from './reportRows.js';
import { inReportScope, type ReportScope } from './reportScope.js';

export interface EndingSoonRow {
  packageId: string;
  title: string;
  endAt: Date;
  range: number;
  completed: number;
}

/**
 * Published packages ending in [from, to], soonest first: the scope's learners in each one's range
 * (its `report_task_learners`), and those who passed every child task of it.
 */
export async function endingSoonPackages(db: Db, scope: ReportScope, from: Date, to: Date, limit: number): Promise<EndingSoonRow[]> {
  const rows = await reportRows<EndingSoonRow & { endAt: Date | string }>(
    db,
    sql`with soon as (
        select p.id, p.title, p.end_at from task_packages p
        where p.org_id = ${scope.orgId} and p.publish_state = ${PUBLISH_STATES.published} and p.deleted_at is null
          and p.end_at >= ${from} and p.end_at <= ${to}
        order by p.end_at, p.id limit ${limit}
      ),
      learners as (
        select t.package_id, t.user_id, bool_and(t.status = 2) as complete from report_task_learners t
        where t.org_id = ${scope.orgId} and t.package_id in (select id from soon) and ${inReportScope(sql`t.user_id`, scope)}
        group by t.package_id, t.user_id
      )
      select s.id as "packageId", s.title, s.end_at as "endAt", count(l.user_id)::int as range,
        (count(l.user_id) filter (where l.complete))::int as completed
      from soon s left join learners l on l.package_id = s.id
      group by s.id, s.title, s.end_at order by s.end_at, s.id`,
  );
  return rows.map((row) => ({ ...row, endAt: asDate(row.endAt)! }));
}
