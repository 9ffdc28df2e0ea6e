import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { refersTo } from './references.js';
import { seenBy, type Viewer } from './dataScope.js';
import { practiceSessions, practiceTurns, users, type StoredTurnTimings } from '../db/schema/index.js';

/**
 * Server latency of practice turns (docs/practice.md "Latency"): percentiles computed in SQL with
 * `percentile_cont` over the turns' stored `timings`. Stages, in ms: `recognition` (end of speech →
 * the recogniser's final text; spoken answers only — other turns have no value and are not counted),
 * `engine` (answer received → engine step done), `audio` (→ reply audio ready), `synthesis` (of
 * `audio`, the TTS provider's time: 0 when every line came from a stored clip or voice file; turns
 * stored before it was recorded have none), `send` (→ reply sent) and `total` (received → sent). A
 * spoken answer counts as received when speech ended.
 */

export const LATENCY_STAGES = ['recognition', 'engine', 'audio', 'synthesis', 'send', 'total'] as const;
export type LatencyStage = (typeof LATENCY_STAGES)[number];

const ms = (key: keyof StoredTurnTimings) => sql`(${practiceTurns.timings}->>${sql.raw(`'${key}'`)})::float8`;
const stageValue: Record<LatencyStage, SQL> = {
  recognition: ms('recognizedMs'),
  engine: ms('engineMs'),
  audio: sql`${ms('audioMs')} - ${ms('engineMs')}`,
  synthesis: ms('synthMs'),
  send: sql`${ms('sentMs')} - ${ms('audioMs')}`,
  total: ms('sentMs'),
};
const percentile = (fraction: number, value: SQL) => sql<number | null>`percentile_cont(${sql.raw(String(fraction))}) within group (order by ${value})`;

export interface StagePercentiles {
  stage: LatencyStage;
  count: number;
  p50: number | null;
  p95: number | null;
}

export interface LatencyRange {
  from: Date;
  to: Date;
}

type StageColumns = Record<`${LatencyStage}P50` | `${LatencyStage}P95` | `${LatencyStage}Count`, SQL<number | null>>;
// Each stage counts the turns that have it (`count(value)` skips nulls: typed answers have no recognition).
const stageColumns = (): StageColumns =>
  Object.fromEntries(
    LATENCY_STAGES.flatMap((stage) => [
      [`${stage}P50`, percentile(0.5, stageValue[stage])],
      [`${stage}P95`, percentile(0.95, stageValue[stage])],
      [`${stage}Count`, sql<number>`count(${stageValue[stage]})`],
    ]),
  ) as StageColumns;

const asNumber = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** p50 / p95 and count of every stage over the turns a filter keeps (one statement). */
async function stagePercentiles(db: Db, where: SQL | undefined): Promise<StagePercentiles[]> {
  const [row] = await db
    .select(stageColumns())
    .from(practiceTurns)
    .innerJoin(practiceSessions, refersTo(practiceTurns, practiceTurns.sessionId, practiceSessions))
    .where(where);
  const values = (row ?? {}) as Record<string, unknown>;
  return LATENCY_STAGES.map((stage) => ({ stage, count: Number(values[`${stage}Count`] ?? 0), p50: asNumber(values[`${stage}P50`]), p95: asNumber(values[`${stage}P95`]) }));
}

/** The stages of a scenario's turns answered within the range. */
export function scenarioStagePercentiles(db: Db, orgId: string, scenarioId: string, range: LatencyRange): Promise<StagePercentiles[]> {
  return stagePercentiles(
    db,
    and(eq(practiceTurns.orgId, orgId), eq(practiceSessions.scenarioId, scenarioId), gte(practiceTurns.createdAt, range.from), lt(practiceTurns.createdAt, range.to)),
  );
}

/** The stages of one session's turns. */
export function sessionStagePercentiles(db: Db, orgId: string, sessionId: string): Promise<StagePercentiles[]> {
  return stagePercentiles(db, and(eq(practiceTurns.orgId, orgId), eq(practiceTurns.sessionId, sessionId)));
}

export interface LatencySessionRow {
  id: string;
  learnerName: string;
  startedAt: Date;
  status: string;
  turns: number;
  totalP50: number | null;
  totalP95: number | null;
}

/** A scenario's sessions started within the range, newest first, a page of them with the total (one statement). */
export async function scenarioLatencySessions(
  db: Db,
  viewer: Viewer,
  scenarioId: string,
  range: LatencyRange,
  page: { offset: number; limit: number },
): Promise<{ rows: LatencySessionRow[]; total: number }> {
  const rows = await db
    .select({
      id: practiceSessions.id,
      learnerName: users.name,
      startedAt: practiceSessions.startedAt,
      status: practiceSessions.status,
      turns: count(practiceTurns.id),
      totalP50: percentile(0.5, stageValue.total),
      totalP95: percentile(0.95, stageValue.total),
      total: sql<number>`count(*) over ()`,
    })
    .from(practiceSessions)
    .innerJoin(users, refersTo(practiceSessions, practiceSessions.userId, users))
    .leftJoin(practiceTurns, and(eq(practiceTurns.sessionId, practiceSessions.id), eq(practiceTurns.orgId, practiceSessions.orgId)))
    .where(
      and(
        eq(practiceSessions.orgId, viewer.orgId),
        seenBy(viewer, practiceSessions.userId),
        eq(practiceSessions.scenarioId, scenarioId),
        gte(practiceSessions.startedAt, range.from),
        lt(practiceSessions.startedAt, range.to),
      ),
    )
    .groupBy(practiceSessions.orgId, practiceSessions.id, users.name)
    .orderBy(desc(practiceSessions.startedAt), desc(practiceSessions.id))
    .offset(page.offset)
    .limit(page.limit);
  return {
    rows: rows.map(({ total: _total, ...row }) => ({ ...row, turns: Number(row.turns), totalP50: asNumber(row.totalP50), totalP95: asNumber(row.totalP95) })),
    total: Number(rows[0]?.total ?? 0),
  };
}

export interface LatencySessionHead {
  id: string;
  scenarioId: string | null;
  scenarioName: string;
  learnerName: string;
  startedAt: Date;
  status: string;
}

/** A session of the organisation with its learner's name (another organisation's is not found). */
export async function findLatencySession(db: Db, viewer: Viewer, sessionId: string): Promise<LatencySessionHead | undefined> {
  const [row] = await db
    .select({
      id: practiceSessions.id,
      scenarioId: practiceSessions.scenarioId,
      scenarioName: practiceSessions.scenarioName,
      learnerName: users.name,
      startedAt: practiceSessions.startedAt,
      status: practiceSessions.status,
    })
    .from(practiceSessions)
    .innerJoin(users, refersTo(practiceSessions, practiceSessions.userId, users))
    .where(and(eq(practiceSessions.orgId, viewer.orgId), seenBy(viewer, practiceSessions.userId), eq(practiceSessions.id, sessionId)))
    .limit(1);
  return row;
}

export interface LatencyTurnRow {
  seq: number;
  learnerText: string;
  createdAt: Date;
  timings: StoredTurnTimings;
}

/** A session's turns in order with their timings. */
export function sessionLatencyTurns(db: Db, orgId: string, sessionId: string): Promise<LatencyTurnRow[]> {
  return db
    .select({ seq: practiceTurns.seq, learnerText: practiceTurns.learnerText, createdAt: practiceTurns.createdAt, timings: practiceTurns.timings })
    .from(practiceTurns)
    .where(and(eq(practiceTurns.orgId, orgId), eq(practiceTurns.sessionId, sessionId)))
    .orderBy(asc(practiceTurns.seq));
}
