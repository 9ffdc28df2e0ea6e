import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { ACTIVE_DAY, type DayPeriod } from './reportDays.js';
import { asDate, reportRows } from './reportRows.js';
import { departmentAndBelow, inReportScope, type ReportScope } from './reportScope.js';

/**
 * Activity (admin §2 onlineuser → onlineuserdetails): who is online now, read live from the
 * sessions, and each department's sign-ins and learning from the aggregates.
 */

/** Live sessions of the scope's learners whose heartbeat arrived since `since`. */
function liveSessions(scope: ReportScope, since: Date): SQL {
  return sql`from sessions s join users u on u.org_id = s.org_id and u.id = s.user_id left join departments d on d.org_id = u.org_id and d.id = u.department_id where s.org_id = ${scope.orgId} and s.revoked_at is null and s.last_seen_at >= ${since}
    and ${inReportScope(sql`s.user_id`, scope)}`;
}

/** How many of the scope's learners are online now (a user on two clients counts once). */
export async function onlineUserCount(db: Db, scope: ReportScope, since: Date): Promise<number> {
  const [row] = await reportRows<{ count: number }>(db, sql`select count(distinct s.user_id)::int as count ${liveSessions(scope, since)}`);
  return row?.count ?? 0;
}

export interface OnlineSessionRow {
  userId: string;
  name: string;
  account: string;
  departmentName: string;
  client: 'pc' | 'mini';
  lastSeenAt: Date;
  signedInAt: Date;
}

/** A page of the live sessions (one row per client), latest heartbeat first, and how many there are. */
export async function onlineSessionPage(
  db: Db,
  scope: ReportScope,
  since: Date,
  text: string,
  page: { offset: number; limit: number },
): Promise<{ rows: OnlineSessionRow[]; total: number }> {
  const matches = text ? sql`and (position(lower(${text}) in lower(u.name)) > 0 or position(lower(${text}) in lower(u.account)) > 0)` : sql``;
  const from = sql`${liveSessions(scope, since)} and u.id = s.user_id ${matches}`;
  const [rows, [count]] = await Promise.all([
    reportRows<Omit<OnlineSessionRow, 'lastSeenAt' | 'signedInAt'> & { lastSeenAt: Date | string; signedInAt: Date | string }>(
      db,
      sql`select u.id as "userId", u.name, u.account, coalesce(d.name, '') as "departmentName", s.client_kind as client,
          s.last_seen_at as "lastSeenAt", s.created_at as "signedInAt"
        ${from}
        order by s.last_seen_at desc, s.id limit ${page.limit} offset ${page.offset}`,
    ),
    reportRows<{ total: number }>(db, sql`select count(*)::int as total ${from}`),
  ]);
  return { rows: rows.map((row) => ({ ...row, lastSeenAt: asDate(row.lastSeenAt)!, signedInAt: asDate(row.signedInAt)! })), total: count?.total ?? 0 };
}

export interface DepartmentActivityRow {
  departmentId: string;
  name: string;
  members: number;
  activeUsers: number;
  logins: number;
  learningSeconds: number;
}

/**
 * Each department of the scope (the filter's department and those below it, else all): its own
 * members (not those of the departments below it) among the scope's learners, how many were
 * active in the period, their sign-ins and learning seconds.
 */
export async function departmentActivity(db: Db, scope: ReportScope, period: DayPeriod): Promise<DepartmentActivityRow[]> {
  const narrowed = scope.departmentId ? sql`and d.id = any(array(${departmentAndBelow(scope.orgId, scope.departmentId)}))` : sql``;
  return reportRows(
    db,
    sql`with depts as (select d.id, d.name, d.sort from departments d where d.org_id = ${scope.orgId} ${narrowed}),
      members as (select u.id, u.department_id from users u where u.org_id = ${scope.orgId} and ${inReportScope(sql`u.id`, scope)}
        and u.department_id in (select id from depts)),
      days as (
        select d.user_id, sum(d.logins)::int as logins, sum(d.learning_seconds)::float8 as learning_seconds, bool_or(${ACTIVE_DAY}) as active
        from report_user_days d where d.org_id = ${scope.orgId} and d.day >= ${period.start} and d.day <= ${period.end}
          and d.user_id = any(array(select id from members))
        group by d.user_id
      )
      select dp.id as "departmentId", dp.name, count(m.id)::int as members, (count(m.id) filter (where dy.active))::int as "activeUsers",
        coalesce(sum(dy.logins), 0)::int as logins, coalesce(sum(dy.learning_seconds), 0)::float8 as "learningSeconds"
      from depts dp left join members m on m.department_id = dp.id left join days dy on dy.user_id = m.id
      group by dp.id, dp.name, dp.sort order by dp.sort, dp.name, dp.id`,
  );
}
