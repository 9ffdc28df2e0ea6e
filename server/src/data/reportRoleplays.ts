import { dialogue } from '@peilian/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { practiceSessions } from '../db/schema/index.js';
import { stateColumns, type PracticeSessionState } from './practiceSessions.js';
import type { DayPeriod } from './reportDays.js';
import { inReportScope, type ReportScope } from './reportScope.js';
import { asDate, reportRows } from './reportRows.js';

/** A learner's role-plays on their dashboard (docs/reports.md), and one of them for the coach's review. */

export interface StudentRoleplayRow {
  id: string;
  scenarioName: string;
  score: number | null;
  passed: boolean;
  finishedAt: Date;
  /** The result's checklist as stored (the presenter parses it). */
  checklist: unknown;
}

/** A role-play session's stored engine state stands on the role-play node (`dialogue.isRoleplaySession`). */
const IS_ROLEPLAY = sql`s.engine_state -> 'path' ->> 0 = ${dialogue.ROLEPLAY_NODE}`;

/** The learner's role-plays finished in the period (days in the organisation's `zone`), newest first. */
export async function studentRoleplays(db: Db, orgId: string, userId: string, period: DayPeriod, zone: string, limit: number): Promise<StudentRoleplayRow[]> {
  const rows = await reportRows<Omit<StudentRoleplayRow, 'finishedAt'> & { finishedAt: Date | string }>(
    db,
    sql`select s.id, s.scenario_name as "scenarioName", s.score, coalesce(s.passed, 0) = 1 as passed, s.finished_at as "finishedAt",
        s.result -> 'checklist' as checklist
      from practice_sessions s
      where s.org_id = ${orgId} and s.user_id = ${userId} and s.status = 'finished' and s.finished_at is not null and ${IS_ROLEPLAY}
        and to_char(s.finished_at at time zone ${zone}, 'YYYY-MM-DD') between ${period.start} and ${period.end}
      order by s.finished_at desc, s.id limit ${limit}`,
  );
  return rows.map((row) => ({ ...row, finishedAt: asDate(row.finishedAt)! }));
}

/**
 * A practice session of `userId` when that user is a learner of the scope — the dashboard's own
 * lookup (a user the data permission hides names no session); another learner's, another
 * organisation's or no session is undefined.
 */
export async function findScopedStudentSession(db: Db, scope: ReportScope, userId: string, sessionId: string): Promise<PracticeSessionState | undefined> {
  const [row] = await db
    .select(stateColumns)
    .from(practiceSessions)
    .where(
      and(
        eq(practiceSessions.orgId, scope.orgId),
        eq(practiceSessions.userId, userId),
        eq(practiceSessions.id, sessionId),
        inReportScope(sql`${practiceSessions.userId}`, scope),
      ),
    )
    .limit(1);
  return row;
}
