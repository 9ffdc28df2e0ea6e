import { and, eq, type Column, type SQL } from 'drizzle-orm';

/** A table (or an alias of one) whose rows belong to an organisation. */
interface OrgOwned {
  orgId: Column;
}

/**
 * The join condition of a reference: `owner`'s `column` names a row of `target` of the same
 * organisation — the two keys of `orgReference` (`db/schema/core.ts`), so the join stays within one
 * organisation, and on one node once tables are distributed by it (docs/deploy.md "Scaling out with
 * Citus").
 */
export function refersTo(owner: OrgOwned, column: Column, target: OrgOwned & { id: Column }): SQL {
  return and(eq(target.orgId, owner.orgId), eq(target.id, column)) as SQL;
}
