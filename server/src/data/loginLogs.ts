import { and, count, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { LoginLogMethod } from '@peilian/shared';
import type { Db } from '../db/client.js';
import { refersTo } from './references.js';
import { loginLogs, users, type LoginLogRow, type NewLoginLogRow } from '../db/schema/index.js';
import type { Viewer } from './dataScope.js';
import { reportRows } from './reportRows.js';
import { containing } from './like.js';
import { logRowsSeen, type LogWindow } from './logRows.js';

/**
 * Sign-in logs (docs/security.md "Sign-in logs"): one row per attempt that named an account, the
 * back office's filtered lists of them, and the retention purge's claims and deletes.
 */

/** Records one attempt. */
export async function insertLoginLog(db: Db, row: NewLoginLogRow): Promise<void> {
  await db.insert(loginLogs).values(row);
}

/** Records many attempts at once (the demo seed). */
export async function insertLoginLogs(db: Db, rows: readonly NewLoginLogRow[]): Promise<void> {
  if (rows.length) await db.insert(loginLogs).values([...rows]);
}

/** Whether the organisation has any sign-in logged. */
export async function hasLoginLogs(db: Db, orgId: string): Promise<boolean> {
  const [row] = await db.select({ id: loginLogs.id }).from(loginLogs).where(eq(loginLogs.orgId, orgId)).limit(1);
  return Boolean(row);
}

export interface LoginLogFilter extends LogWindow {
  /** Administrators' sign-ins (`logadminlogin`) or learners' (`loglogin`). */
  admin: boolean;
  keyword: string;
  method: LoginLogMethod | undefined;
  success: boolean | undefined;
}

/** The viewer's organisation's rows the filter matches (`logRowsSeen`). */
function matching(viewer: Viewer, filter: LoginLogFilter): SQL | undefined {
  const pattern = filter.keyword ? containing(filter.keyword) : undefined;
  return and(
    eq(loginLogs.orgId, viewer.orgId),
    ...logRowsSeen(viewer, loginLogs, filter),
    eq(loginLogs.admin, filter.admin ? 1 : 0),
    pattern ? or(ilike(loginLogs.account, pattern), ilike(loginLogs.name, pattern), ilike(users.account, pattern), ilike(users.name, pattern)) : undefined,
    filter.method ? eq(loginLogs.method, filter.method) : undefined,
    filter.success === undefined ? undefined : eq(loginLogs.success, filter.success ? 1 : 0),
  );
}

/**
 * A page of the matching rows, newest first, and how many match. The name is the user's current
 * one (the one written at the attempt when the user is gone).
 */
export async function listLoginLogs(db: Db, viewer: Viewer, filter: LoginLogFilter, paging: { page: number; rows: number }): Promise<{ rows: LoginLogRow[]; total: number }> {
  const where = matching(viewer, filter);
  const joined = refersTo(loginLogs, loginLogs.userId, users);
  const [counted] = await db.select({ n: count() }).from(loginLogs).leftJoin(users, joined).where(where);
  const rows = await db
    .select({ log: loginLogs, current: users.name })
    .from(loginLogs)
    .leftJoin(users, joined)
    .where(where)
    .orderBy(desc(loginLogs.at), desc(loginLogs.id))
    .limit(paging.rows)
    .offset((paging.page - 1) * paging.rows);
  return { rows: rows.map(({ log, current }) => ({ ...log, name: current ?? log.name })), total: counted?.n ?? 0 };
}

/**
 * Claims one organisation whose sign-in logs were not purged for `intervalMs` and that no live claim
 * holds, until `now + leaseMs` (one conditional upsert: two processes never hold the same one).
 */
export async function claimDueLogPurge(db: Db, now: Date, intervalMs: number, leaseMs: number): Promise<{ orgId: string; settings: Record<string, unknown> } | undefined> {
  const staleBefore = new Date(now.getTime() - intervalMs);
  const until = new Date(now.getTime() + leaseMs);
  const [row] = await reportRows<{ org_id: string }>(
    db,
    sql`insert into login_log_purges as p (org_id, claimed_until)
      select o.id, ${until} from organisations o
      where not exists (
        select 1 from login_log_purges q
        where q.org_id = o.id and ((q.purged_at is not null and q.purged_at > ${staleBefore}) or (q.claimed_until is not null and q.claimed_until > ${now}))
      )
      order by o.id limit 1
      on conflict (org_id) do update set claimed_until = excluded.claimed_until
        where (p.purged_at is null or p.purged_at <= ${staleBefore}) and (p.claimed_until is null or p.claimed_until <= ${now})
      returning p.org_id`,
  );
  if (!row) return undefined;
  const [org] = await reportRows<{ settings: Record<string, unknown> | null }>(db, sql`select settings from organisations where id = ${row.org_id}`);
  return { orgId: row.org_id, settings: org?.settings ?? {} };
}

/** Deletes the organisation's rows older than `before`; answers how many went. */
export async function deleteLoginLogsBefore(db: Db, orgId: string, before: Date): Promise<number> {
  const deleted = await db
    .delete(loginLogs)
    .where(and(eq(loginLogs.orgId, orgId), lt(loginLogs.at, before)))
    .returning({ id: loginLogs.id });
  return deleted.length;
}

/** Records that the organisation's logs were purged at `now` and frees its claim. */
export async function finishLogPurge(db: Db, orgId: string, now: Date): Promise<void> {
  await db.execute(sql`update login_log_purges set purged_at = ${now}, claimed_until = null where org_id = ${orgId}`);
}
