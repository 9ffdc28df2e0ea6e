import { VOICEPRINT_AUDIT_STATUS } from '@peilian/shared';
import { and, count, desc, eq, gte, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { departments, users, voiceprintAudits, voiceprints } from '../db/schema/index.js';
import { seenBy, type Viewer } from './dataScope.js';
import { setVoiceprintFlags, type VoiceprintRow } from './voiceprints.js';
import { containing } from './like.js';
import { refersTo } from './references.js';

/**
 * The voiceprint audit of the back office (`check`, admin §3–4; docs/voiceprint.md "Audit"): the
 * re-registrations waiting for a decision, the decision (only while pending), their expiry, and
 * what an admin's removal of a user's voiceprint deletes.
 */

export type VoiceprintAuditRow = typeof voiceprintAudits.$inferSelect;

/** A pending re-registration not decided within this many days expires (status 4). */
export const AUDIT_EXPIRY_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment before which a pending record created is overdue at `now`. */
export const auditCutoff = (now: Date): Date => new Date(now.getTime() - AUDIT_EXPIRY_DAYS * DAY_MS);

/** An audit as the page lists it: the record, its user's name, account and department, and its handler's name. */
export interface VoiceprintAuditRecord {
  audit: VoiceprintAuditRow;
  userName: string;
  account: string;
  departmentName: string | null;
  handlerName: string | null;
}

export interface VoiceprintAuditFilter {
  status?: number;
  /** Matched against the user's name and account (case-insensitive, substring). */
  search?: string;
}

const handlers = alias(users, 'handlers');

function selectRecords(db: Db) {
  return db
    .select({ audit: voiceprintAudits, userName: users.name, account: users.account, departmentName: departments.name, handlerName: handlers.name })
    .from(voiceprintAudits)
    .innerJoin(users, refersTo(voiceprintAudits, voiceprintAudits.userId, users))
    .leftJoin(departments, refersTo(users, users.departmentId, departments))
    .leftJoin(handlers, refersTo(voiceprintAudits, voiceprintAudits.handlerId, handlers));
}

/** The records of the viewer's organisation whose user it sees (deleted users' are the recycle bin's). */
function seenRecords(viewer: Viewer): SQL | undefined {
  return and(eq(voiceprintAudits.orgId, viewer.orgId), isNull(users.deletedAt), seenBy(viewer, voiceprintAudits.userId));
}

/** One page of the audits the viewer sees, newest first, and how many match in all. */
export async function listVoiceprintAudits(
  db: Db,
  viewer: Viewer,
  filter: VoiceprintAuditFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: VoiceprintAuditRecord[]; total: number }> {
  const search = filter.search ? containing(filter.search) : undefined;
  const where = and(
    seenRecords(viewer),
    filter.status === undefined ? undefined : eq(voiceprintAudits.status, filter.status),
    search ? or(ilike(users.name, search), ilike(users.account, search)) : undefined,
  );
  const [totalRow] = await db
    .select({ n: count() })
    .from(voiceprintAudits)
    .innerJoin(users, refersTo(voiceprintAudits, voiceprintAudits.userId, users))
    .where(where);
  const rows = await selectRecords(db)
    .where(where)
    .orderBy(desc(voiceprintAudits.createdAt), desc(voiceprintAudits.id))
    .offset(page.offset)
    .limit(page.limit);
  return { rows, total: totalRow?.n ?? 0 };
}

/** An audit the viewer sees, by id. */
export async function findVoiceprintAudit(db: Db, viewer: Viewer, id: string): Promise<VoiceprintAuditRecord | undefined> {
  const [row] = await selectRecords(db)
    .where(and(seenRecords(viewer), eq(voiceprintAudits.id, id)))
    .limit(1);
  return row;
}

/** The user's pending re-registration, else their latest record (decided or expired), else undefined. */
export async function findCurrentAudit(db: Db, orgId: string, userId: string): Promise<VoiceprintAuditRow | undefined> {
  const [row] = await db
    .select()
    .from(voiceprintAudits)
    .where(and(eq(voiceprintAudits.orgId, orgId), eq(voiceprintAudits.userId, userId)))
    .orderBy(sql`${voiceprintAudits.status} = ${VOICEPRINT_AUDIT_STATUS.pending} desc`, desc(voiceprintAudits.createdAt))
    .limit(1);
  return row;
}

/**
 * Decides a record that is still pending and not overdue (created at or after `cutoff`), in one
 * statement: the row it changed, or undefined when it was decided, expired or overdue already — a
 * concurrent second decision waits for the first and then finds nothing to change.
 */
export async function decideVoiceprintAudit(
  db: Db,
  orgId: string,
  id: string,
  decision: { status: 1 | 2; handlerId: string; at: Date; cutoff: Date },
): Promise<VoiceprintAuditRow | undefined> {
  const [row] = await db
    .update(voiceprintAudits)
    .set({ status: decision.status, handlerId: decision.handlerId, handledAt: decision.at })
    .where(
      and(
        eq(voiceprintAudits.orgId, orgId),
        eq(voiceprintAudits.id, id),
        eq(voiceprintAudits.status, VOICEPRINT_AUDIT_STATUS.pending),
        gte(voiceprintAudits.createdAt, decision.cutoff),
      ),
    )
    .returning();
  return row;
}

/**
 * Across organisations: the expiry sweep marks every pending record created before `cutoff` expired
 * (status 4), whichever organisation it is of. Answers the ids it marked.
 */
export async function expireVoiceprintAudits(db: Db, cutoff: Date, at: Date): Promise<string[]> {
  const rows = await db
    .update(voiceprintAudits)
    .set({ status: VOICEPRINT_AUDIT_STATUS.expired, handledAt: at })
    .where(and(eq(voiceprintAudits.status, VOICEPRINT_AUDIT_STATUS.pending), lt(voiceprintAudits.createdAt, cutoff)))
    .returning({ id: voiceprintAudits.id });
  return rows.map((row) => row.id);
}

/**
 * The passed re-registration becomes the user's voiceprint: their row takes the new voice and
 * sample (a new row when they have none any more), and the user's flags name it. Answers the row.
 */
export async function adoptAuditedVoice(db: Db, audit: VoiceprintAuditRow, at: Date): Promise<VoiceprintRow> {
  const voice = {
    provider: audit.provider,
    ref: audit.ref,
    embedding: audit.embedding,
    sampleKey: audit.sampleKey,
    text: audit.text,
    durationMs: audit.durationMs,
    updatedAt: at,
  };
  const [row] = await db
    .insert(voiceprints)
    .values({ orgId: audit.orgId, userId: audit.userId, ...voice })
    .onConflictDoUpdate({ target: [voiceprints.orgId, voiceprints.userId], set: voice })
    .returning();
  if (!row) throw new Error('the voiceprint was not written');
  await setVoiceprintFlags(db, audit.orgId, audit.userId, row.id);
  return row;
}

/** Adds an audit record (the demo seed, tests; the registration flow writes its own): the row. */
export async function insertVoiceprintAudit(db: Db, values: typeof voiceprintAudits.$inferInsert): Promise<VoiceprintAuditRow> {
  const [row] = await db.insert(voiceprintAudits).values(values).returning();
  if (!row) throw new Error('the audit was not written');
  return row;
}
