import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { refersTo } from './references.js';
import { holderOf, holdNames } from './heldNames.js';
import { departments, inviteCodes, positions, roles, type InviteCodeRow } from '../db/schema/index.js';

export type NewInviteCode = typeof inviteCodes.$inferInsert;
export type InviteCodeChanges = Partial<Pick<InviteCodeRow, 'title' | 'validUntil' | 'maxCount' | 'departmentId' | 'positionId' | 'roleId'>>;

/** An invite code with the names of where it places people. */
export interface InviteCodeRecord extends InviteCodeRow {
  departmentName: string;
  positionName: string;
  roleName: string;
}

function selectRecords(db: Db) {
  return db
    .select({
      row: inviteCodes,
      departmentName: sql<string>`coalesce(${departments.name}, '')`,
      positionName: sql<string>`coalesce(${positions.name}, '')`,
      roleName: sql<string>`coalesce(${roles.name}, '')`,
    })
    .from(inviteCodes)
    .leftJoin(departments, refersTo(inviteCodes, inviteCodes.departmentId, departments))
    .leftJoin(positions, refersTo(inviteCodes, inviteCodes.positionId, positions))
    .leftJoin(roles, refersTo(inviteCodes, inviteCodes.roleId, roles));
}

const record = ({ row, ...names }: { row: InviteCodeRow; departmentName: string; positionName: string; roleName: string }): InviteCodeRecord => ({
  ...row,
  ...names,
});

/** An organisation's invite codes, newest first (a few dozen at most: no paging). */
export async function listInviteCodes(db: Db, orgId: string): Promise<InviteCodeRecord[]> {
  const rows = await selectRecords(db).where(eq(inviteCodes.orgId, orgId)).orderBy(desc(inviteCodes.createdAt), desc(inviteCodes.id));
  return rows.map(record);
}

export async function findInviteCodeInOrg(db: Db, orgId: string, id: string): Promise<InviteCodeRecord | undefined> {
  const [row] = await selectRecords(db)
    .where(and(eq(inviteCodes.orgId, orgId), eq(inviteCodes.id, id)))
    .limit(1);
  return row && record(row);
}

/** A code as the join page finds it (any organisation's: `held_names` names whose it is). */
export async function findInviteByCode(db: Db, code: string): Promise<InviteCodeRecord | undefined> {
  const orgId = await holderOf(db, 'invite', code);
  if (!orgId) return undefined;
  const [row] = await selectRecords(db)
    .where(and(eq(inviteCodes.orgId, orgId), eq(inviteCodes.code, code)))
    .limit(1);
  return row && record(row);
}

/** Creates a code, holding it across organisations; a code held already fails on `HELD_NAME_KEY`. */
export async function insertInviteCode(db: Db, values: NewInviteCode): Promise<InviteCodeRow> {
  const [row] = await db.transaction(async (tx) => {
    await holdNames(tx, values.orgId, 'invite', [values.code]);
    return tx.insert(inviteCodes).values(values).returning();
  });
  if (!row) throw new Error('invite code insert returned no row');
  return row;
}

export async function updateInviteCode(db: Db, orgId: string, id: string, changes: InviteCodeChanges & { revokedAt?: Date }): Promise<boolean> {
  const rows = await db
    .update(inviteCodes)
    .set(changes)
    .where(and(eq(inviteCodes.orgId, orgId), eq(inviteCodes.id, id)))
    .returning({ id: inviteCodes.id });
  return rows.length > 0;
}

/**
 * Counts one more invitee of a code still open and not full, in one statement (two people joining
 * with the last place: one gets it): whether it was counted.
 */
export async function countInvitee(db: Db, invite: Pick<InviteCodeRow, 'id' | 'orgId'>): Promise<boolean> {
  const rows = await db
    .update(inviteCodes)
    .set({ usedCount: sql`${inviteCodes.usedCount} + 1` })
    .where(and(eq(inviteCodes.orgId, invite.orgId), eq(inviteCodes.id, invite.id), isNull(inviteCodes.revokedAt), lt(inviteCodes.usedCount, inviteCodes.maxCount)))
    .returning({ id: inviteCodes.id });
  return rows.length > 0;
}
