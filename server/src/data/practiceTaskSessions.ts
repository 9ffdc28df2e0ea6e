import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { practiceSessions } from '../db/schema/index.js';
import { reportRows } from './reportRows.js';

/**
 * The learner's latest finished practice session of each session mode asked for (a scenario child
 * task's `task:<child id>`), as mode → session id: what the task detail links its report to.
 */
export async function latestFinishedSessions(db: Db, orgId: string, userId: string, modes: readonly string[]): Promise<Map<string, string>> {
  const latest = new Map<string, string>();
  if (modes.length === 0) return latest;
  const rows = await db
    .select({ id: practiceSessions.id, mode: practiceSessions.mode })
    .from(practiceSessions)
    .where(
      and(
        eq(practiceSessions.orgId, orgId),
        eq(practiceSessions.userId, userId),
        inArray(practiceSessions.mode, [...modes]),
        eq(practiceSessions.status, 'finished'),
        isNotNull(practiceSessions.finishedAt),
      ),
    )
    .orderBy(desc(practiceSessions.finishedAt));
  for (const row of rows) if (!latest.has(row.mode)) latest.set(row.mode, row.id);
  return latest;
}

/**
 * A learner's finished sessions of one session mode (`task:<child id>`): their best score, and the
 * best of those they answered their way to the end of (`result.answeredtoend`; null: none).
 */
export async function bestSessionScores(db: Db, orgId: string, userId: string, mode: string): Promise<{ best: number | null; bestAtEnd: number | null }> {
  const [row] = await reportRows<{ best: number | string | null; best_at_end: number | string | null }>(
    db,
    sql`select max(score) as best, max(score) filter (where result ->> 'answeredtoend' = 'true') as best_at_end
      from practice_sessions where org_id = ${orgId} and user_id = ${userId} and mode = ${mode} and status = 'finished' and score is not null`,
  );
  const number = (value: number | string | null | undefined) => (value === null || value === undefined ? null : Number(value));
  return { best: number(row?.best), bestAtEnd: number(row?.best_at_end) };
}
