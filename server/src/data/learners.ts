import { PUBLISH_STATES, TOP_ADMIN_LEVEL } from '@peilian/shared';
import { sql, type SQL } from 'drizzle-orm';

/**
 * Who reports and the ranking count as learners (docs/reports.md "Who counts as a learner"): the
 * organisation's enabled, approved users that are not deleted, except back-office accounts that no published package
 * reaches. Every report query, export, aggregate and the learner ranking select their learners
 * through these two functions and nowhere else.
 */

/** A back-office account, as `isAdministrator` in auth/session.ts decides it (alias `a`). */
const BACK_OFFICE_ACCOUNT = sql`(a.isadmin = ${TOP_ADMIN_LEVEL} or a.orgowner = 1 or a.adminuser = 1 or a.funcs <> '')`;

/**
 * The organisation's back-office accounts outside every published package's audience: no range of
 * a published package names them, their department (or one above it) or a position they hold.
 * Few rows (the administrators), so the set is computed once per statement.
 */
function backOfficeOnlyAccounts(orgId: string): SQL {
  return sql`with recursive ranges as (
      select r.kind, r.target_id from package_ranges r join task_packages p on p.org_id = r.org_id and p.id = r.package_id
        where r.org_id = ${orgId} and p.org_id = ${orgId} and p.publish_state = ${PUBLISH_STATES.published} and p.deleted_at is null
    ),
    reached(id) as (
      select d.id from departments d where d.org_id = ${orgId} and d.id in (select target_id from ranges where kind = 'department')
      union
      select d.id from departments d join reached b on d.org_id = ${orgId} and d.parent_id = b.id
    )
    select a.id from users a where a.org_id = ${orgId} and ${BACK_OFFICE_ACCOUNT}
      and a.id not in (select target_id from ranges where kind = 'user')
      and (a.department_id is null or a.department_id not in (select id from reached))
      and not exists (select 1 from user_positions up where up.user_id = a.id and up.position_id in (select target_id from ranges where kind = 'position'))`;
}

/** The ids of the organisation's counted learners (a subquery). */
export function countedLearnerIds(orgId: string): SQL {
  return sql`select lu.id from users lu where lu.org_id = ${orgId} and lu.disabled = 0 and lu.deleted_at is null and lu.review_status = 'approved'
    and lu.id <> all(array(${backOfficeOnlyAccounts(orgId)}))`;
}

/** True when `userId` is a counted learner of the organisation (an init plan, see center.ts on `= any(array(…))`). */
export function isCountedLearner(orgId: string, userId: SQL): SQL {
  return sql`${userId} = any(array(${countedLearnerIds(orgId)}))`;
}
