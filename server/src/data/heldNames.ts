import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { heldNames, type HeldNameKind } from '../db/schema/index.js';

/** The constraint a second holder of one name breaks (`uniqueViolation`). */
export const HELD_NAME_KEY = 'held_names_kind_name_pk';

/**
 * Holds names for the organisation (docs/deploy.md "Scaling out with Citus"); a name another
 * organisation — or this one — holds already fails on `HELD_NAME_KEY`, and the caller's transaction
 * with it.
 */
export async function holdNames(db: Db, orgId: string, kind: HeldNameKind, names: readonly string[]): Promise<void> {
  if (names.length) await db.insert(heldNames).values(names.map((name) => ({ kind, name, orgId })));
}

/** Lets the organisation's names go (a record renamed or purged). */
export async function releaseNames(db: Db, orgId: string, kind: HeldNameKind, names: readonly string[]): Promise<void> {
  if (names.length) await db.delete(heldNames).where(and(eq(heldNames.orgId, orgId), eq(heldNames.kind, kind), inArray(heldNames.name, [...names])));
}

/** The organisation holding each of the names that are held. */
export async function holdersOf(db: Db, kind: HeldNameKind, names: readonly string[]): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .select({ name: heldNames.name, orgId: heldNames.orgId })
    .from(heldNames)
    .where(and(eq(heldNames.kind, kind), inArray(heldNames.name, [...new Set(names)])));
  return new Map(rows.map((row) => [row.name, row.orgId]));
}

/** The organisation holding the name, if any. */
export async function holderOf(db: Db, kind: HeldNameKind, name: string): Promise<string | undefined> {
  return (await holdersOf(db, kind, [name])).get(name);
}
