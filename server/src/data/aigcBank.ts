import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { aigcDrafts, aigcTasks, users, type AigcDraftRow, type AigcTaskFile, type AigcTaskRow, type NewAigcTask } from '../db/schema/index.js';
import { containing } from './like.js';

/** AI question generation's tasks and drafts (docs/assistant.md "AI question generation"). */

const UNFINISHED = ['queued', 'running'];

/** A task as the list and the detail show it: with its creator's name and its accepted drafts. */
export interface AigcTaskView extends AigcTaskRow {
  creatorName: string | null;
  accepted: number;
}

const taskViews = (db: Db) =>
  db
    .select({
      ...getTableColumns(aigcTasks),
      creatorName: users.name,
      accepted: sql<number>`(select count(*)::int from aigc_drafts d where d.org_id = ${aigcTasks.orgId} and d.task_id = ${aigcTasks.id} and d.status = 'accepted')`,
    })
    .from(aigcTasks)
    .leftJoin(users, and(eq(users.orgId, aigcTasks.orgId), eq(users.id, aigcTasks.creatorId)));

export async function insertAigcTask(db: Db, values: NewAigcTask): Promise<AigcTaskRow> {
  const [row] = await db.insert(aigcTasks).values(values).returning();
  return row!;
}

export async function findAigcTaskInOrg(db: Db, orgId: string, id: string): Promise<AigcTaskRow | undefined> {
  const [row] = await db
    .select()
    .from(aigcTasks)
    .where(and(eq(aigcTasks.orgId, orgId), eq(aigcTasks.id, id)));
  return row;
}

export async function findAigcTaskView(db: Db, orgId: string, id: string): Promise<AigcTaskView | undefined> {
  const [row] = await taskViews(db).where(and(eq(aigcTasks.orgId, orgId), eq(aigcTasks.id, id)));
  return row;
}

/** A page of the organisation's tasks, newest first; `name` filters by a part of it. */
export async function listAigcTasks(db: Db, orgId: string, query: { name: string; page: number; rows: number }) {
  const where = and(eq(aigcTasks.orgId, orgId), query.name ? ilike(aigcTasks.name, containing(query.name)) : undefined);
  const [rows, [counted]] = await Promise.all([
    taskViews(db)
      .where(where)
      .orderBy(desc(aigcTasks.createdAt), desc(aigcTasks.id))
      .limit(query.rows)
      .offset((query.page - 1) * query.rows),
    db.select({ n: count() }).from(aigcTasks).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/**
 * Across organisations (or the one task `only` names): claims the oldest unfinished task whose
 * lease has run out, for `leaseMs`; its row as claimed.
 */
export async function claimAigcTask(db: Db, now: Date, leaseMs: number, token: string, only?: Pick<AigcTaskRow, 'orgId' | 'id'>): Promise<AigcTaskRow | undefined> {
  const t = aigcTasks;
  const free = sql`(${t.claimedUntil} is null or ${t.claimedUntil} <= ${now})`;
  const [row] = await db
    .update(t)
    .set({ status: 'running', claimedUntil: new Date(now.getTime() + leaseMs), claimToken: token, startedAt: sql`coalesce(${t.startedAt}, ${now})`, updatedAt: now })
    .where(
      and(
        inArray(t.status, UNFINISHED),
        free,
        sql`(${t.orgId}, ${t.id}) = (
          select c.org_id, c.id from aigc_tasks c
          where c.status in ('queued', 'running') and (c.claimed_until is null or c.claimed_until <= ${now})
            ${only ? sql`and c.org_id = ${only.orgId} and c.id = ${only.id}` : sql``}
          order by c.created_at, c.id limit 1 for update skip locked)`,
      ),
    )
    .returning();
  return row;
}

const heldBy = (task: Pick<AigcTaskRow, 'orgId' | 'id'>, token: string) =>
  and(eq(aigcTasks.orgId, task.orgId), eq(aigcTasks.id, task.id), eq(aigcTasks.claimToken, token));

/** Extends the claim while it is still this worker's; false when another took the task over. */
export async function renewAigcLease(db: Db, task: AigcTaskRow, token: string, until: Date): Promise<boolean> {
  const rows = await db.update(aigcTasks).set({ claimedUntil: until }).where(heldBy(task, token)).returning({ id: aigcTasks.id });
  return rows.length > 0;
}

/** Lets the task go at once (the process stops): another process takes it up. */
export async function releaseAigcTask(db: Db, task: AigcTaskRow, token: string): Promise<void> {
  await db.update(aigcTasks).set({ claimedUntil: null, claimToken: null }).where(heldBy(task, token));
}

/** What a finished generation leaves: the files as read, the pages, the counts, the drafts. */
export interface AigcOutcome {
  status: 'done' | 'failed';
  files: AigcTaskFile[];
  pagesConsumed: number;
  generated: number;
  dropped: number;
  error: string;
  lastError: string;
  drafts: { kind: 'question' | 'faq'; body: Record<string, unknown> }[];
}

/** Stores the outcome and its drafts while the task is still held by `token`; the finished row, or undefined when it was lost. */
export async function finishAigcTask(db: Db, task: AigcTaskRow, token: string, outcome: AigcOutcome, now: Date): Promise<AigcTaskRow | undefined> {
  return db.transaction(async (tx) => {
    const { drafts, ...columns } = outcome;
    const [row] = await tx
      .update(aigcTasks)
      .set({ ...columns, claimedUntil: null, claimToken: null, finishedAt: now, updatedAt: now })
      .where(heldBy(task, token))
      .returning();
    if (!row) return undefined;
    if (drafts.length > 0) {
      await tx.insert(aigcDrafts).values(drafts.map((draft, index) => ({ orgId: task.orgId, taskId: task.id, seq: index + 1, ...draft, updatedAt: now })));
    }
    return row;
  });
}

export async function listAigcDrafts(db: Db, orgId: string, taskId: string): Promise<AigcDraftRow[]> {
  return db
    .select()
    .from(aigcDrafts)
    .where(and(eq(aigcDrafts.orgId, orgId), eq(aigcDrafts.taskId, taskId)))
    .orderBy(asc(aigcDrafts.seq));
}

export async function findAigcDraftInOrg(db: Db, orgId: string, id: string): Promise<AigcDraftRow | undefined> {
  const [row] = await db
    .select()
    .from(aigcDrafts)
    .where(and(eq(aigcDrafts.orgId, orgId), eq(aigcDrafts.id, id)));
  return row;
}

/** The drafts of a task with these ids (others are left out). */
export async function findAigcDrafts(db: Db, orgId: string, taskId: string, ids: readonly string[]): Promise<AigcDraftRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(aigcDrafts)
    .where(and(eq(aigcDrafts.orgId, orgId), eq(aigcDrafts.taskId, taskId), inArray(aigcDrafts.id, [...ids])))
    .orderBy(asc(aigcDrafts.seq));
}

const stillDraft = (draft: Pick<AigcDraftRow, 'orgId' | 'id'>) => and(eq(aigcDrafts.orgId, draft.orgId), eq(aigcDrafts.id, draft.id), eq(aigcDrafts.status, 'draft'));

/** A draft's edited body or its discarding, while it is still a draft; the changed row, else undefined. */
export async function changeAigcDraft(
  db: Db,
  draft: AigcDraftRow,
  changes: { body?: Record<string, unknown>; status?: 'discarded' },
  now: Date,
): Promise<AigcDraftRow | undefined> {
  const [row] = await db
    .update(aigcDrafts)
    .set({ ...changes, updatedAt: now })
    .where(stillDraft(draft))
    .returning();
  return row;
}

/** Takes a draft for acceptance (once: a draft already taken is not); the row taken, else undefined. */
export async function takeAigcDraft(db: Db, draft: AigcDraftRow, catalogId: string | null, now: Date): Promise<AigcDraftRow | undefined> {
  const [row] = await db
    .update(aigcDrafts)
    .set({ status: 'accepted', acceptedCatalogId: catalogId, acceptedAt: now, updatedAt: now })
    .where(stillDraft(draft))
    .returning();
  return row;
}

/** The bank item a taken draft became; or, when the bank refused it, the draft given back. */
export async function settleAigcDraft(db: Db, draft: AigcDraftRow, acceptedId: string | null, now: Date): Promise<AigcDraftRow | undefined> {
  const changes = acceptedId ? { acceptedId } : { status: 'draft', acceptedCatalogId: null, acceptedAt: null };
  const [row] = await db
    .update(aigcDrafts)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(aigcDrafts.orgId, draft.orgId), eq(aigcDrafts.id, draft.id)))
    .returning();
  return row;
}

/** Whether the organisation has any generation task (the demo seed adds its own only to none). */
export async function hasAigcTasks(db: Db, orgId: string): Promise<boolean> {
  const [row] = await db.select({ id: aigcTasks.id }).from(aigcTasks).where(eq(aigcTasks.orgId, orgId)).limit(1);
  return row !== undefined;
}

/** A task's drafts as written at once (the demo seed's finished task). */
export async function insertAigcDrafts(db: Db, task: Pick<AigcTaskRow, 'orgId' | 'id'>, drafts: readonly AigcOutcome['drafts'][number][]): Promise<void> {
  if (drafts.length === 0) return;
  await db.insert(aigcDrafts).values(drafts.map((draft, index) => ({ orgId: task.orgId, taskId: task.id, seq: index + 1, ...draft })));
}
