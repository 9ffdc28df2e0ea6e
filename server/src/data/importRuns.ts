import { and, count, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { importRuns } from '../db/schema/index.js';

/**
 * Claims one of an organisation's import slots: when fewer than `limit` of its imports are running
 * (runs whose lease has ended do not count, and are cleared), records one until `expiresAt` and
 * answers its id; otherwise records nothing and answers undefined. Counting and recording are one
 * step — a transaction holding an advisory lock on the organisation's imports — so imports started
 * together, in this process or another, can never run more than `limit` at once.
 */
export async function claimImportRun(db: Db, orgId: string, limit: number, now: Date, expiresAt: Date): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`imports:${orgId}`}))`);
    await tx.delete(importRuns).where(and(eq(importRuns.orgId, orgId), lte(importRuns.expiresAt, now)));
    const [running] = await tx.select({ n: count() }).from(importRuns).where(eq(importRuns.orgId, orgId));
    if ((running?.n ?? 0) >= limit) return undefined;
    const [row] = await tx.insert(importRuns).values({ orgId, startedAt: now, expiresAt }).returning({ id: importRuns.id });
    return row?.id;
  });
}

/** Frees an import's slot when it ends, however it ended. */
export async function endImportRun(db: Db, orgId: string, id: string): Promise<void> {
  await db.delete(importRuns).where(and(eq(importRuns.orgId, orgId), eq(importRuns.id, id)));
}

/**
 * A running import's heartbeat: moves its lease on to `expiresAt`. A run already ended (or cleared
 * as expired by a claim) stays gone.
 */
export async function renewImportRun(db: Db, orgId: string, id: string, expiresAt: Date): Promise<void> {
  await db
    .update(importRuns)
    .set({ expiresAt })
    .where(and(eq(importRuns.orgId, orgId), eq(importRuns.id, id)));
}
