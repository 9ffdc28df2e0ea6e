import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { practiceSessions, practiceTurns, users, type StoredCustomerLine, type StoredDialogueAudio } from '../../db/schema/index.js';
import { refersTo } from '../references.js';
import { seenBy, type Viewer } from '../dataScope.js';

/**
 * A practice session's whole dialogue as one audio file (docs/practice.md "The whole dialogue"):
 * its state lives on the session's row — `dialogue_status` null (not queued), `pending` (queued,
 * or being built under the lease `dialogue_token` until `dialogue_due_at`), `ready` or `failed`.
 * Every step of a build is conditional on the lease, so a file is settled once per session.
 */

/**
 * A finished session's build waits this long after the end, so the last answer's recording (uploaded
 * after its turn) is in it the first time.
 */
export const DIALOGUE_SETTLE_MS = 10_000;

/** The columns that queue a session's build, due `settleMs` after `at` (its end, or a late recording). */
export const dialogueQueued = (at: Date, settleMs = DIALOGUE_SETTLE_MS) => ({
  dialogueStatus: 'pending',
  dialogueDueAt: new Date(at.getTime() + settleMs),
  dialogueToken: null,
  dialogueAttempts: 0,
});

/** A session as its build claims it. */
export interface DialogueJob {
  orgId: string;
  id: string;
  userId: string;
  scenarioId: string | null;
  openingLines: StoredCustomerLine[];
  dialogueAttempts: number;
  dialogueAudio: StoredDialogueAudio | null;
}

const jobColumns = {
  orgId: practiceSessions.orgId,
  id: practiceSessions.id,
  userId: practiceSessions.userId,
  scenarioId: practiceSessions.scenarioId,
  openingLines: practiceSessions.openingLines,
  dialogueAttempts: practiceSessions.dialogueAttempts,
  dialogueAudio: practiceSessions.dialogueAudio,
};

/**
 * Takes the build of one due session (`only`: that one) under a new lease `token` until `now +
 * leaseMs`, in one conditional UPDATE (`FOR UPDATE SKIP LOCKED`): two processes never hold one.
 */
export async function claimDialogueAudio(
  db: Db,
  now: Date,
  leaseMs: number,
  token: string,
  only?: Pick<DialogueJob, 'orgId' | 'id'>,
): Promise<DialogueJob | undefined> {
  const [row] = await db
    .update(practiceSessions)
    .set({ dialogueToken: token, dialogueDueAt: new Date(now.getTime() + leaseMs) })
    .where(
      sql`(${practiceSessions.orgId}, ${practiceSessions.id}) = (
        select s.org_id, s.id from practice_sessions s
        where s.dialogue_status = 'pending' and (s.dialogue_due_at is null or s.dialogue_due_at <= ${now})
          ${only ? sql`and s.org_id = ${only.orgId} and s.id = ${only.id}` : sql``}
        order by s.dialogue_due_at nulls first, s.id limit 1 for update skip locked)`,
    )
    .returning(jobColumns);
  return row;
}

const heldBy = (job: Pick<DialogueJob, 'orgId' | 'id'>, token: string) =>
  and(eq(practiceSessions.orgId, job.orgId), eq(practiceSessions.id, job.id), eq(practiceSessions.dialogueToken, token), eq(practiceSessions.dialogueStatus, 'pending'));

/** Extends the lease; false when the build is no longer `token`'s (taken over, or queued again by a late recording). */
export async function renewDialogueLease(db: Db, job: Pick<DialogueJob, 'orgId' | 'id'>, token: string, until: Date): Promise<boolean> {
  const rows = await db.update(practiceSessions).set({ dialogueDueAt: until }).where(heldBy(job, token)).returning({ id: practiceSessions.id });
  return rows.length > 0;
}

/** Keeps the built file, only while `token` still holds the build; false when it does not (the file is then the builder's to remove). */
export async function settleDialogueAudio(db: Db, job: Pick<DialogueJob, 'orgId' | 'id'>, token: string, audio: StoredDialogueAudio): Promise<boolean> {
  const rows = await db
    .update(practiceSessions)
    .set({ dialogueStatus: 'ready', dialogueAudio: audio, dialogueToken: null, dialogueDueAt: null })
    .where(heldBy(job, token))
    .returning({ id: practiceSessions.id });
  return rows.length > 0;
}

/**
 * A failed build: due again at `retryAt` (pending, one more attempt counted), or `failed` for good
 * when `retryAt` is null — the previous file, if any, stays recorded with the reason.
 */
export async function failDialogueAudio(db: Db, job: DialogueJob, token: string, error: string, retryAt: Date | null): Promise<void> {
  const audio: StoredDialogueAudio = { key: job.dialogueAudio?.key ?? '', durationMs: job.dialogueAudio?.durationMs ?? 0, segments: job.dialogueAudio?.segments ?? [], error };
  await db
    .update(practiceSessions)
    .set({
      dialogueStatus: retryAt ? 'pending' : 'failed',
      dialogueDueAt: retryAt,
      dialogueToken: null,
      dialogueAttempts: job.dialogueAttempts + 1,
      dialogueAudio: audio,
    })
    .where(heldBy(job, token));
}

/** Lets a build go (a process stopping): due at once for any process. */
export async function releaseDialogueAudio(db: Db, job: Pick<DialogueJob, 'orgId' | 'id'>, token: string): Promise<void> {
  await db.update(practiceSessions).set({ dialogueToken: null, dialogueDueAt: null }).where(heldBy(job, token));
}

/**
 * Queues the build again (a recording that came after the session ended, or a finished session never
 * queued — one stored before the file existed), due at `dueAt`; a build under way loses its lease and
 * settles nothing. Only a finished session; `onlyUnqueued`: only one never queued.
 */
export async function requeueDialogueAudio(db: Db, orgId: string, sessionId: string, dueAt: Date, onlyUnqueued = false): Promise<boolean> {
  const rows = await db
    .update(practiceSessions)
    .set({ dialogueStatus: 'pending', dialogueDueAt: dueAt, dialogueToken: null, dialogueAttempts: 0 })
    .where(
      and(
        eq(practiceSessions.orgId, orgId),
        eq(practiceSessions.id, sessionId),
        eq(practiceSessions.status, 'finished'),
        onlyUnqueued ? isNull(practiceSessions.dialogueStatus) : undefined,
      ),
    )
    .returning({ id: practiceSessions.id });
  return rows.length > 0;
}

/** A session's turn as its dialogue plays it. */
export interface DialogueTurn {
  seq: number;
  learnerText: string;
  customerLines: StoredCustomerLine[];
  learnerAudioKey: string | null;
}

/** A session's turns in order, with their recordings. */
export function dialogueTurns(db: Db, orgId: string, sessionId: string): Promise<DialogueTurn[]> {
  return db
    .select({ seq: practiceTurns.seq, learnerText: practiceTurns.learnerText, customerLines: practiceTurns.customerLines, learnerAudioKey: practiceTurns.learnerAudioKey })
    .from(practiceTurns)
    .where(and(eq(practiceTurns.orgId, orgId), eq(practiceTurns.sessionId, sessionId)))
    .orderBy(asc(practiceTurns.seq));
}

/** A session as the back office reads its dialogue. */
export interface DialogueSessionView {
  id: string;
  scenarioName: string;
  learnerName: string;
  status: string;
  dialogueStatus: string | null;
  dialogueAudio: StoredDialogueAudio | null;
}

/** A session of the viewer's organisation whose learner the viewer sees (data permission); any other is not found. */
export async function findDialogueSession(db: Db, viewer: Viewer, sessionId: string): Promise<DialogueSessionView | undefined> {
  const [row] = await db
    .select({
      id: practiceSessions.id,
      scenarioName: practiceSessions.scenarioName,
      learnerName: users.name,
      status: practiceSessions.status,
      dialogueStatus: practiceSessions.dialogueStatus,
      dialogueAudio: practiceSessions.dialogueAudio,
    })
    .from(practiceSessions)
    .innerJoin(users, refersTo(practiceSessions, practiceSessions.userId, users))
    .where(and(eq(practiceSessions.orgId, viewer.orgId), seenBy(viewer, practiceSessions.userId), eq(practiceSessions.id, sessionId)))
    .limit(1);
  return row;
}
