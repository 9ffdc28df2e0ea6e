import { and, asc, eq, getTableColumns, inArray, isNull, notExists, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { refersTo } from './references.js';
import {
  customers,
  practiceSessions,
  scenarios,
  practiceTurns,
  speeches,
  voiceClips,
  voiceTemplates,
  type PracticeSessionRow,
  type PracticeTurnRow,
  type StoredCustomerLine,
} from '../db/schema/index.js';

/** Live practice sessions and their turns; every query is scoped by organisation (and by learner where a learner asks). */

export type NewPracticeSession = typeof practiceSessions.$inferInsert;
export type NewPracticeTurn = typeof practiceTurns.$inferInsert;
export type PracticeSessionChanges = Partial<Omit<PracticeSessionRow, 'id' | 'orgId' | 'userId' | 'startedAt'>>;
/**
 * A session as its turns read it: every column but the scenario document, a copy taken at the start
 * that never changes and is read once per session and process (`sessionDocument`), and the coach's
 * review, read only by the report (`sessionCoach`).
 */
export type PracticeSessionState = Omit<PracticeSessionRow, 'document' | 'coach'>;

const { document: _document, coach: _coach, ...columns } = getTableColumns(practiceSessions);
/** The columns of a `PracticeSessionState`. */
export const stateColumns = columns;

/** The session as a call read it: a write of its state is refused when another process wrote since. */
export type SessionRead = Pick<PracticeSessionState, 'id' | 'version'>;

/** Another process wrote the session after this call read it (docs/deploy.md, "Several processes"). */
export class SessionMovedOn extends Error {
  override name = 'SessionMovedOn';
}

/** The session as read, if no write came since. */
const asRead = (orgId: string, read: SessionRead) =>
  and(eq(practiceSessions.orgId, orgId), eq(practiceSessions.id, read.id), eq(practiceSessions.version, read.version));

export async function insertPracticeSession(db: Db, session: NewPracticeSession): Promise<PracticeSessionRow> {
  const [row] = await db.insert(practiceSessions).values(session).returning();
  return row!;
}

/** A session of this learner (another learner's session, or another organisation's, is not found). */
export async function findLearnerSession(db: Db, orgId: string, userId: string, id: string): Promise<PracticeSessionState | undefined> {
  const [row] = await db
    .select(stateColumns)
    .from(practiceSessions)
    .where(and(eq(practiceSessions.orgId, orgId), eq(practiceSessions.userId, userId), eq(practiceSessions.id, id)))
    .limit(1);
  return row;
}

/** A session of the organisation, whoever practised it. */
export async function findSessionInOrg(db: Db, orgId: string, id: string): Promise<PracticeSessionState | undefined> {
  const [row] = await db
    .select(stateColumns)
    .from(practiceSessions)
    .where(and(eq(practiceSessions.orgId, orgId), eq(practiceSessions.id, id)))
    .limit(1);
  return row;
}

/** Writes a finished session's score anew (an appeal's re-scoring); its version moves on. Answers whether it was finished. */
export async function rescoreFinishedSession(
  db: Db,
  orgId: string,
  id: string,
  scored: Pick<PracticeSessionRow, 'score' | 'passed' | 'result'>,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(practiceSessions)
    .set({ ...scored, version: sql`${practiceSessions.version} + 1`, updatedAt: at })
    .where(and(eq(practiceSessions.orgId, orgId), eq(practiceSessions.id, id), eq(practiceSessions.status, 'finished')))
    .returning({ id: practiceSessions.id });
  return rows.length > 0;
}

/** The scenario document a session was started on. */
export async function sessionDocument(db: Db, orgId: string, id: string): Promise<Record<string, unknown> | undefined> {
  const [row] = await db
    .select({ document: practiceSessions.document })
    .from(practiceSessions)
    .where(and(eq(practiceSessions.orgId, orgId), eq(practiceSessions.id, id)))
    .limit(1);
  return row?.document;
}

/** Writes the session's new state over the one `read`; `SessionMovedOn` when another write came first. */
export async function updatePracticeSession(db: Db, orgId: string, read: SessionRead, changes: PracticeSessionChanges): Promise<PracticeSessionState> {
  const [row] = await db
    .update(practiceSessions)
    .set({ ...changes, version: read.version + 1 })
    .where(asRead(orgId, read))
    .returning(stateColumns);
  if (!row) throw new SessionMovedOn();
  return row;
}

/**
 * Stores a turn and the session's new state together over the state `read`: a turn is never kept
 * without the state that follows it, nor on a state another process has moved on from.
 */
export async function saveTurn(
  db: Db,
  orgId: string,
  read: SessionRead,
  turn: NewPracticeTurn,
  changes: PracticeSessionChanges,
): Promise<{ session: PracticeSessionState; turn: PracticeTurnRow }> {
  return db.transaction(async (tx) => {
    const session = await updatePracticeSession(tx, orgId, read, changes);
    const [saved] = await tx.insert(practiceTurns).values(turn).returning();
    return { session, turn: saved! };
  });
}

/** Every turn of a session, in order. */
export function listTurns(db: Db, orgId: string, sessionId: string): Promise<PracticeTurnRow[]> {
  return db
    .select()
    .from(practiceTurns)
    .where(and(eq(practiceTurns.orgId, orgId), eq(practiceTurns.sessionId, sessionId)))
    .orderBy(asc(practiceTurns.seq));
}

/** The texts of library speeches a flow names, by id (ids of other organisations are absent). */
export async function speechLines(db: Db, orgId: string, ids: readonly string[]): Promise<Record<string, { text: string; emotion: number }>> {
  const wanted = [...new Set(ids)].filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (!wanted.length) return {};
  const rows = await db
    .select({ id: speeches.id, text: speeches.text, emotion: speeches.emotion })
    .from(speeches)
    .where(and(eq(speeches.orgId, orgId), inArray(speeches.id, wanted)));
  return Object.fromEntries(rows.map((row) => [row.id, { text: row.text, emotion: row.emotion }]));
}

/** The voice of a scenario's customer's digital human (none: the provider's default voice). */
export async function scenarioVoice(db: Db, orgId: string, scenarioId: string): Promise<{ templateId: string; voice: string; language: string } | undefined> {
  const [row] = await db
    .select({ templateId: voiceTemplates.id, voice: voiceTemplates.speechVoice, language: voiceTemplates.language })
    .from(scenarios)
    .innerJoin(customers, and(refersTo(scenarios, scenarios.customerId, customers), eq(customers.orgId, orgId)))
    .innerJoin(voiceTemplates, and(refersTo(customers, customers.digitalHumanId, voiceTemplates), eq(voiceTemplates.orgId, orgId)))
    .where(and(eq(scenarios.orgId, orgId), eq(scenarios.id, scenarioId)))
    .limit(1);
  return row;
}

/** Records when a turn's reply was sent (known only after it is stored). */
export async function updateTurnTimings(db: Db, orgId: string, sessionId: string, seq: number, timings: PracticeTurnRow['timings']): Promise<void> {
  await db
    .update(practiceTurns)
    .set({ timings })
    .where(and(eq(practiceTurns.orgId, orgId), eq(practiceTurns.sessionId, sessionId), eq(practiceTurns.seq, seq)));
}

/** A digital human's stored clip of a line (same text hash and emotion), if it was synthesized. */
export async function findClip(db: Db, orgId: string, templateId: string, textHash: string, emotion: number): Promise<{ id: string; storageKey: string } | undefined> {
  const [row] = await db
    .select({ id: voiceClips.id, storageKey: voiceClips.storageKey })
    .from(voiceClips)
    .where(and(eq(voiceClips.orgId, orgId), eq(voiceClips.templateId, templateId), eq(voiceClips.textHash, textHash), eq(voiceClips.emotion, emotion)))
    .limit(1);
  return row;
}

/**
 * Stores a customer line said without a learner turn (the silence rule's reply) after the last
 * line of the transcript — the last turn's reply, else the opening — with the session's new state.
 */
export async function saveUnpromptedLines(
  db: Db,
  orgId: string,
  read: SessionRead,
  lastSeq: number | null,
  lines: readonly StoredCustomerLine[],
  changes: PracticeSessionChanges,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [session] = await tx.select({ opening: practiceSessions.openingLines }).from(practiceSessions).where(asRead(orgId, read)).for('update');
    if (!session) throw new SessionMovedOn();
    if (lastSeq === null) {
      await updatePracticeSession(tx, orgId, read, { ...changes, openingLines: [...session.opening, ...lines] });
      return;
    }
    const turnScope = and(eq(practiceTurns.orgId, orgId), eq(practiceTurns.sessionId, read.id), eq(practiceTurns.seq, lastSeq));
    const [turn] = await tx.select({ lines: practiceTurns.customerLines }).from(practiceTurns).where(turnScope);
    await tx.update(practiceTurns).set({ customerLines: [...(turn?.lines ?? []), ...lines] }).where(turnScope);
    await updatePracticeSession(tx, orgId, read, changes);
  });
}

/** The first `count` elements of a JSON array column. */
const firstOf = (column: AnyColumn, count: number) =>
  sql`(select coalesce(jsonb_agg(line order by place), '[]'::jsonb) from jsonb_array_elements(${column}) with ordinality as lines(line, place) where place <= ${count})`;

/**
 * Keeps only the first `heard` customer lines of reply `seq` (0: the opening) — the learner cut the
 * customer short. Only the latest reply is cut: one the learner has already answered stays as it was.
 */
export async function keepHeardLines(db: Db, orgId: string, sessionId: string, seq: number, heard: number): Promise<void> {
  const turnsFrom = (first: number) =>
    db
      .select({ seq: practiceTurns.seq })
      .from(practiceTurns)
      .where(and(eq(practiceTurns.orgId, orgId), eq(practiceTurns.sessionId, sessionId), sql`${practiceTurns.seq} >= ${first}`));
  if (seq === 0) {
    await db
      .update(practiceSessions)
      .set({ openingLines: firstOf(practiceSessions.openingLines, heard) })
      .where(and(eq(practiceSessions.orgId, orgId), eq(practiceSessions.id, sessionId), notExists(turnsFrom(1))));
    return;
  }
  await db
    .update(practiceTurns)
    .set({ customerLines: firstOf(practiceTurns.customerLines, heard) })
    .where(and(eq(practiceTurns.orgId, orgId), eq(practiceTurns.sessionId, sessionId), eq(practiceTurns.seq, seq), notExists(turnsFrom(seq + 1))));
}

/** A finished session's review by the coach, if it has one. */
export async function sessionCoach(db: Db, orgId: string, id: string): Promise<Record<string, unknown> | null> {
  const [row] = await db
    .select({ coach: practiceSessions.coach })
    .from(practiceSessions)
    .where(and(eq(practiceSessions.orgId, orgId), eq(practiceSessions.id, id)));
  return row?.coach ?? null;
}

/** Keeps the coach's review of a finished session; a review already kept stays. */
export async function keepSessionCoach(db: Db, orgId: string, id: string, coach: Record<string, unknown>): Promise<void> {
  await db
    .update(practiceSessions)
    .set({ coach })
    .where(and(eq(practiceSessions.orgId, orgId), eq(practiceSessions.id, id), isNull(practiceSessions.coach)));
}
