import { PUBLISH_STATES } from '@peilian/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { reportRows, uuidList } from './reportRows.js';

/**
 * Whom a package's range reaches (docs/reports.md "Packages that reach no one"): the organisation's enabled, approved
 * users its departments (with every department below), positions and users name — the people it is
 * published to, back-office accounts included (once published to them, the reports count them).
 */

/**
 * The common table expressions `ranges`, `below` and `members` (to follow `with recursive`): per
 * package of `packages` (a subquery of ids), each user its range names — a department and every
 * department below it, a position's holders, a user — once.
 */
export function rangeMembers(orgId: string, packages: SQL): SQL {
  return sql`ranges as (
      select r.package_id, r.kind, r.target_id from package_ranges r where r.org_id = ${orgId} and r.package_id in (${packages})
    ),
    below(root, id) as (
      select d.id, d.id from departments d where d.org_id = ${orgId} and d.id in (select target_id from ranges where kind = 'department')
      union
      select b.root, d.id from departments d join below b on d.org_id = ${orgId} and d.parent_id = b.id
    ),
    members as (
      select r.package_id, u.id as user_id from ranges r join below b on b.root = r.target_id join users u on u.org_id = ${orgId} and u.department_id = b.id
        where r.kind = 'department' and u.org_id = ${orgId}
      union
      select r.package_id, up.user_id from ranges r join user_positions up on up.org_id = ${orgId} and up.position_id = r.target_id where r.kind = 'position' and up.org_id = ${orgId}
      union
      select r.package_id, r.target_id from ranges r where r.kind = 'user'
    )`;
}

/** Per package of `packages` (a subquery of ids): each enabled, approved user its range reaches, once. */
function reachedUsers(orgId: string, packages: SQL): SQL {
  return sql`with recursive ${rangeMembers(orgId, packages)}
    select m.package_id, m.user_id from members m join users u on u.org_id = ${orgId} and u.id = m.user_id
      where u.org_id = ${orgId} and u.disabled = 0 and u.review_status = 'approved'`;
}

/** How many learners the package's saved range reaches now. */
export async function countPackageReach(db: Db, orgId: string, packageId: string): Promise<number> {
  const [row] = await reportRows<{ learners: number }>(
    db,
    sql`select count(*)::int as learners from (${reachedUsers(orgId, sql`select ${uuidList([packageId])}`)}) reached`,
  );
  return row?.learners ?? 0;
}

/** A published package whose range reaches no one. */
export interface UnreachedPackage {
  id: string;
  tasktype: number;
  title: string;
}

/** The organisation's published packages of the task lists `tasktypes` that reach no one, by title. */
export async function findUnreachedPackages(db: Db, orgId: string, tasktypes: readonly number[]): Promise<UnreachedPackage[]> {
  if (tasktypes.length === 0) return [];
  const published = sql`select p.id from task_packages p where p.org_id = ${orgId} and p.publish_state = ${PUBLISH_STATES.published}
    and p.deleted_at is null and p.tasktype in (${sql.join(
      tasktypes.map((type) => sql`${type}`),
      sql`, `,
    )})`;
  return reportRows<UnreachedPackage>(
    db,
    sql`with reached as (${reachedUsers(orgId, published)})
      select p.id, p.tasktype, p.title from task_packages p
      where p.id in (${published}) and not exists (select 1 from reached r where r.package_id = p.id)
      order by p.title, p.id`,
  );
}
