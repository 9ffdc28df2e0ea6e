import { sql, type SQL } from 'drizzle-orm';
import { seenBy, type Viewer } from './dataScope.js';
import { isCountedLearner } from './learners.js';

/**
 * Which learners a report counts: the organisation's counted learners (learners.ts), narrowed by the
 * report's filters. `reports/scope.ts` builds it for a caller; every report query selects its
 * learners through `scopedLearnerIds` and nowhere else.
 */
export interface ReportScope {
  orgId: string;
  /** Who looks: a narrowed viewer counts only the learners under their position (dataScope.ts). */
  viewer: Viewer;
  /** A department: its members and the members of every department below it ('' = any). */
  departmentId: string;
  /** A position: its holders ('' = any). */
  positionId: string;
}

/**
 * True when the scope counts every learner of the organisation: no department or position chosen,
 * and a viewer data permission does not narrow. Such a report may read the organisation's own
 * figures (reportOrgFigures.ts) instead of summing its learners'.
 */
export const isWholeOrganisation = (scope: ReportScope): boolean => scope.departmentId === '' && scope.positionId === '' && !scope.viewer.narrowed;

/** The department and every department below it; an id that is not one of the organisation's departments names none. */
export function departmentAndBelow(orgId: string, departmentId: string): SQL {
  return sql`with recursive below(id) as (
      select d.id from departments d where d.org_id = ${orgId} and d.id::text = ${departmentId}
      union
      select d.id from departments d join below b on d.parent_id = b.id
    ) select id from below`;
}

/** The ids of the learners the scope counts (a subquery). */
export function scopedLearnerIds(scope: ReportScope): SQL {
  const conditions = [sql`u.org_id = ${scope.orgId}`, isCountedLearner(scope.orgId, sql`u.id`)];
  const seen = seenBy(scope.viewer, sql`u.id`);
  if (seen) conditions.push(seen);
  if (scope.departmentId) conditions.push(sql`u.department_id = any(array(${departmentAndBelow(scope.orgId, scope.departmentId)}))`);
  if (scope.positionId) {
    conditions.push(sql`u.id in (select up.user_id from user_positions up where up.org_id = ${scope.orgId} and up.position_id::text = ${scope.positionId})`);
  }
  return sql`select u.id from users u where ${sql.join(conditions, sql` and `)}`;
}

/**
 * True when `userId` is a learner of the scope. `= any(array(…))` computes the set once (an init
 * plan) instead of re-scanning it per row when the planner has no statistics (see center.ts).
 */
export function inReportScope(userId: SQL, scope: ReportScope): SQL {
  return sql`${userId} = any(array(${scopedLearnerIds(scope)}))`;
}
