import { and, asc, count, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { practiceSessions, practiceTurns, users, voiceprintChecks } from '../db/schema/index.js';
import type { DayPeriod } from './reportDays.js';
import { asDate, reportRows } from './reportRows.js';

/** The checks of who practised a session's turns (docs/voiceprint.md "Who is practising"). */

export type NewVoiceprintCheck = Omit<typeof voiceprintChecks.$inferInsert, 'id' | 'createdAt'>;

/** What the turn sampling needs of a session: its seed, whether a turn before `seq` has a recording, and the checks made so far. */
export interface CheckSampling {
  seed: number;
  userId: string;
  earlierRecorded: boolean;
  checks: number;
}

/** The sampling facts of a session at turn `seq`; undefined when the session is not found. */
export async function checkSampling(db: Db, orgId: string, sessionId: string, seq: number): Promise<CheckSampling | undefined> {
  const [session] = await db
    .select({ seed: practiceSessions.seed, userId: practiceSessions.userId })
    .from(practiceSessions)
    .where(and(eq(practiceSessions.orgId, orgId), eq(practiceSessions.id, sessionId)))
    .limit(1);
  if (!session) return undefined;
  const [[earlier], [checks]] = await Promise.all([
    db
      .select({ n: count() })
      .from(practiceTurns)
      .where(and(eq(practiceTurns.orgId, orgId), eq(practiceTurns.sessionId, sessionId), lt(practiceTurns.seq, seq), isNotNull(practiceTurns.learnerAudioKey))),
    db
      .select({ n: count() })
      .from(voiceprintChecks)
      .where(and(eq(voiceprintChecks.orgId, orgId), eq(voiceprintChecks.sessionId, sessionId))),
  ]);
  return { ...session, earlierRecorded: (earlier?.n ?? 0) > 0, checks: checks?.n ?? 0 };
}

/** Records a turn's check once: a second check of the same turn (a retried upload, another process) keeps the first. */
export async function insertVoiceprintCheck(db: Db, values: NewVoiceprintCheck): Promise<boolean> {
  const inserted = await db
    .insert(voiceprintChecks)
    .values(values)
    .onConflictDoNothing({ target: [voiceprintChecks.orgId, voiceprintChecks.sessionId, voiceprintChecks.seq] })
    .returning({ id: voiceprintChecks.id });
  return inserted.length > 0;
}

export interface VoiceprintCheckRow {
  sessionId: string;
  seq: number;
  score: number;
  result: number;
  /** With group cheating: the name of the account whose voice it was ('' when that account is gone). */
  otherName: string | null;
}

const others = alias(users, 'other_users');

/** The checks of some sessions of one organisation, by session and turn. */
export async function checksOfSessions(db: Db, orgId: string, sessionIds: readonly string[]): Promise<VoiceprintCheckRow[]> {
  if (sessionIds.length === 0) return [];
  return db
    .select({
      sessionId: voiceprintChecks.sessionId,
      seq: voiceprintChecks.seq,
      score: voiceprintChecks.score,
      result: voiceprintChecks.result,
      otherName: others.name,
    })
    .from(voiceprintChecks)
    .leftJoin(others, and(eq(others.orgId, voiceprintChecks.orgId), eq(others.id, voiceprintChecks.otherUserId)))
    .where(and(eq(voiceprintChecks.orgId, orgId), inArray(voiceprintChecks.sessionId, [...sessionIds])))
    .orderBy(asc(voiceprintChecks.sessionId), asc(voiceprintChecks.seq));
}

export interface CheckedSessionRow {
  id: string;
  scenarioName: string;
  startedAt: Date;
}

/** The learner's sessions started in the period (days in the organisation's `zone`) with a checked turn, newest first. */
export async function checkedSessionsOf(db: Db, orgId: string, userId: string, period: DayPeriod, zone: string, limit: number): Promise<CheckedSessionRow[]> {
  const rows = await reportRows<Omit<CheckedSessionRow, 'startedAt'> & { startedAt: Date | string }>(
    db,
    sql`select s.id, s.scenario_name as "scenarioName", s.created_at as "startedAt"
      from practice_sessions s
      where s.org_id = ${orgId} and s.user_id = ${userId}
        and exists (select 1 from voiceprint_checks c where c.org_id = s.org_id and c.session_id = s.id)
        and to_char(s.created_at at time zone ${zone}, 'YYYY-MM-DD') between ${period.start} and ${period.end}
      order by s.created_at desc, s.id limit ${limit}`,
  );
  return rows.map((row) => ({ ...row, startedAt: asDate(row.startedAt)! }));
}
