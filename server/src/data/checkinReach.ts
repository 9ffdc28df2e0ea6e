import { sql, type SQL } from 'drizzle-orm';
import type { Viewer } from './dataScope.js';
import { seenBy } from './dataScope.js';
import { uuidList } from './reportRows.js';

/**
 * Whom a check-in task's range reaches (docs/checkin.md), read the way a package's range is
 * (`packageReach.ts`): a department with every department below it, a position's holders, a user —
 * the enabled, approved users of the organisation not in the recycle bin, once each.
 */

/**
 * The common table expressions `ranges`, `below`, `members` and `reached` (to follow `with
 * recursive`): per task of `taskIds`, each user its range reaches whom the viewer sees.
 */
export function checkinMembers(viewer: Viewer, taskIds: readonly string[]): SQL {
  const { orgId } = viewer;
  const seen = seenBy(viewer, sql`u.id`);
  return sql`ranges as (
      select r.task_id, r.kind, r.target_id from checkin_ranges r where r.org_id = ${orgId} and r.task_id in (${uuidList(taskIds)})
    ),
    below(root, id) as (
      select d.id, d.id from departments d where d.org_id = ${orgId} and d.id in (select target_id from ranges where kind = 'department')
      union
      select b.root, d.id from departments d join below b on d.org_id = ${orgId} and d.parent_id = b.id
    ),
    members as (
      select r.task_id, u.id as user_id from ranges r join below b on b.root = r.target_id join users u on u.org_id = ${orgId} and u.department_id = b.id
        where r.kind = 'department'
      union
      select r.task_id, up.user_id from ranges r join user_positions up on up.org_id = ${orgId} and up.position_id = r.target_id where r.kind = 'position'
      union
      select r.task_id, r.target_id from ranges r where r.kind = 'user'
    ),
    reached as (
      select m.task_id, m.user_id from members m join users u on u.org_id = ${orgId} and u.id = m.user_id
        where u.disabled = 0 and u.review_status = 'approved' and u.deleted_at is null ${seen ? sql`and ${seen}` : sql``}
    )`;
}

/**
 * The ids of the tasks whose range names the learner: the learner, their position, or their
 * department or one above it (as `packagesInLearnerRange`).
 */
export function checkinTasksInLearnerRange(orgId: string, userId: string): SQL {
  return sql`with recursive up(id, parent_id) as (
      select d.id, d.parent_id from departments d join users u on u.org_id = d.org_id and u.department_id = d.id
        where u.id = ${userId} and u.org_id = ${orgId}
      union
      select d.id, d.parent_id from departments d join up on d.org_id = ${orgId} and d.id = up.parent_id
    )
    select r.task_id from checkin_ranges r where r.org_id = ${orgId} and (
      (r.kind = 'user' and r.target_id = ${userId}::uuid)
      or (r.kind = 'position' and r.target_id in (select up2.position_id from user_positions up2 where up2.org_id = ${orgId} and up2.user_id = ${userId}))
      or (r.kind = 'department' and r.target_id in (select id from up))
    )`;
}
