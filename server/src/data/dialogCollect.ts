import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { dialogCollects, type DialogCollectRow, type NewDialogCollect } from '../db/schema/index.js';
import { containing } from './like.js';

/** Dialogue collection's recordings (docs/assistant.md "Dialogue collection"): every query keyed by organisation. */

export async function insertDialogCollects(db: Db, values: NewDialogCollect[]): Promise<DialogCollectRow[]> {
  if (values.length === 0) return [];
  return db.insert(dialogCollects).values(values).returning();
}

export async function findDialogCollectInOrg(db: Db, orgId: string, id: string): Promise<DialogCollectRow | undefined> {
  const [row] = await db
    .select()
    .from(dialogCollects)
    .where(and(eq(dialogCollects.orgId, orgId), eq(dialogCollects.id, id)));
  return row;
}

export async function listDialogCollects(db: Db, orgId: string, query: { name: string; status: string; page: number; rows: number }) {
  const t = dialogCollects;
  const where = and(eq(t.orgId, orgId), query.name ? ilike(t.name, containing(query.name)) : undefined, query.status ? eq(t.status, query.status) : undefined);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(t)
      .where(where)
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(query.rows)
      .offset((query.page - 1) * query.rows),
    db.select({ n: count() }).from(t).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** An administrator's change (the salesperson's speaker, the draft scenario made). */
export async function updateDialogCollect(
  db: Db,
  orgId: string,
  id: string,
  changes: Partial<Pick<NewDialogCollect, 'salesSpeaker' | 'sceneId' | 'generated' | 'updatedAt'>>,
): Promise<DialogCollectRow | undefined> {
  const [row] = await db
    .update(dialogCollects)
    .set(changes)
    .where(and(eq(dialogCollects.orgId, orgId), eq(dialogCollects.id, id)))
    .returning();
  return row;
}

/** Deletes a recording (the route's operation puts it in the recycle bin with its file). */
export async function deleteDialogCollect(db: Db, orgId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(dialogCollects)
    .where(and(eq(dialogCollects.orgId, orgId), eq(dialogCollects.id, id)))
    .returning({ id: dialogCollects.id });
  return rows.length > 0;
}

/**
 * Across organisations: claims for `leaseMs` the oldest recording still to recognise whose next look
 * is due and that no process holds (or one given by `only`); its row as claimed.
 */
export async function claimDialogCollect(
  db: Db,
  now: Date,
  leaseMs: number,
  token: string,
  only?: Pick<DialogCollectRow, 'orgId' | 'id'>,
): Promise<DialogCollectRow | undefined> {
  const t = dialogCollects;
  const until = new Date(now.getTime() + leaseMs);
  const [row] = await db
    .update(t)
    .set({ claimedUntil: until, claimToken: token })
    .where(
      sql`(${t.orgId}, ${t.id}) = (
        select c.org_id, c.id from dialog_collects c
        where c.status in ('waiting', 'recognising') and (c.claimed_until is null or c.claimed_until <= ${now})
          and (c.next_poll_at is null or c.next_poll_at <= ${now})
          ${only ? sql`and c.org_id = ${only.orgId} and c.id = ${only.id}` : sql``}
        order by c.created_at, c.id limit 1 for update skip locked)`,
    )
    .returning();
  return row;
}

/** What the job writes of a held recording: its recognition's progress and result. */
export type RecognitionChanges = Partial<
  Pick<NewDialogCollect, 'status' | 'progress' | 'reason' | 'providerTaskId' | 'submittedAt' | 'sentences' | 'durationMs' | 'nextPollAt' | 'updatedAt'>
>;

/** Writes `changes` and lets the recording go, while `token` still holds it; the row, or undefined when another process took it over. */
export async function settleDialogCollect(
  db: Db,
  held: Pick<DialogCollectRow, 'orgId' | 'id'>,
  token: string,
  changes: RecognitionChanges,
): Promise<DialogCollectRow | undefined> {
  const t = dialogCollects;
  const [row] = await db
    .update(t)
    .set({ ...changes, claimedUntil: null, claimToken: null })
    .where(and(eq(t.orgId, held.orgId), eq(t.id, held.id), eq(t.claimToken, token)))
    .returning();
  return row;
}

/** A recording of the organisation by its name (the demo seed's, made once). */
export async function findDialogCollectByName(db: Db, orgId: string, name: string): Promise<DialogCollectRow | undefined> {
  const [row] = await db
    .select()
    .from(dialogCollects)
    .where(and(eq(dialogCollects.orgId, orgId), eq(dialogCollects.name, name)))
    .limit(1);
  return row;
}
