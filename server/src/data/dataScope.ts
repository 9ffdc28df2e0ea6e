import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';

/**
 * Whose people a caller sees (admin §6 "data permission control", docs/people.md "Data
 * permission"). Not narrowed: everyone of the organisation. Narrowed: the viewer, and the users
 * placed in the viewer's department or a department below it who hold a position below the
 * viewer's (a viewer without a department or a position sees only themselves). Every read that
 * returns people or what they did selects them through `seenBy`; `auth/dataPermission.ts` says
 * who is narrowed.
 */
export interface Viewer {
  orgId: string;
  id: string;
  narrowed: boolean;
}

/** The whole organisation, for work no person asked for (jobs, the seed) and for an un-narrowed caller. */
export const wholeOrganisation = (orgId: string): Viewer => ({ orgId, id: '', narrowed: false });

/**
 * The ids of the users a narrowed viewer sees (a subquery): the two trees are walked from the
 * viewer's own department and position, in the statement, so no cache can go stale.
 */
function seenIds(viewer: Viewer): SQL {
  return sql`with recursive
      me as (
        select u.department_id, up.position_id from users u left join user_positions up on up.org_id = u.org_id and up.user_id = u.id
        where u.org_id = ${viewer.orgId} and u.id = ${viewer.id}
      ),
      depts(id) as (
        select d.id from departments d where d.org_id = ${viewer.orgId} and d.id = (select department_id from me)
        union select d.id from departments d join depts b on d.org_id = ${viewer.orgId} and d.parent_id = b.id
      ),
      below(id) as (
        select p.id from positions p where p.org_id = ${viewer.orgId} and p.parent_id = (select position_id from me)
        union select p.id from positions p join below b on p.org_id = ${viewer.orgId} and p.parent_id = b.id
      )
    select up.user_id from user_positions up join users su on su.org_id = up.org_id and su.id = up.user_id
    where up.org_id = ${viewer.orgId} and up.position_id = any(array(select id from below)) and su.department_id = any(array(select id from depts))
    union all select ${viewer.id}::uuid`;
}

/**
 * The condition that the user `userId` is one the viewer sees; undefined (no condition) when the
 * viewer is not narrowed. `= any(array(…))` computes the set once per statement (an init plan).
 */
export function seenBy(viewer: Viewer, userId: SQL.Aliased | SQL | { getSQL(): SQL }): SQL | undefined {
  return viewer.narrowed ? sql`${userId} = any(array(${seenIds(viewer)}))` : undefined;
}

/** Whether the viewer sees every one of `userIds` (always, when not narrowed): a write that would place a user out of sight checks it in its transaction. */
export async function seesAll(db: Db, viewer: Viewer, userIds: readonly string[]): Promise<boolean> {
  const seen = seenBy(viewer, users.id);
  if (!seen || userIds.length === 0) return true;
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.orgId, viewer.orgId), inArray(users.id, [...userIds]), seen));
  return (row?.n ?? 0) === new Set(userIds).size;
}

/**
 * The users of the viewer's organisation it does not see now, as one `uuid[]` literal: taken as a
 * write of a narrowed viewer begins, so that `seesAnyOf` can tell at its end whether the write let
 * the viewer see any of them (a whole organisation is a few thousand ids, one parameter).
 */
export async function unseenUsers(db: Db, viewer: Viewer): Promise<string> {
  const seen = seenBy(viewer, users.id);
  if (!seen) return '{}';
  const [row] = await db
    .select({ ids: sql<string>`coalesce(array_agg(${users.id}), '{}')::text` })
    .from(users)
    .where(and(eq(users.orgId, viewer.orgId), sql`not (${seen})`));
  return row?.ids ?? '{}';
}

/** Whether the viewer sees any of the users of `unseen` (a `uuid[]` literal from `unseenUsers`). */
export async function seesAnyOf(db: Db, viewer: Viewer, unseen: string): Promise<boolean> {
  const seen = seenBy(viewer, users.id);
  if (!seen || unseen === '{}') return false;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.orgId, viewer.orgId), sql`${users.id} = any(${unseen}::uuid[])`, seen))
    .limit(1);
  return row !== undefined;
}
