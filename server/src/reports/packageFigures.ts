import { organisationPackageCounts } from '../data/reportOrgFigures.js';
import { isWholeOrganisation, scopedLearnerIds } from '../data/reportScope.js';
import { packageCounts, type ProgressCounts } from '../data/reportTasks.js';
import type { Caller } from '../auth/caller.js';
import { reportScope, type ScopeFilter } from './scope.js';

/**
 * The task report's counts of the packages `ids` over the filter's learners (packages without a
 * learner are absent): the organisation's own figures when the scope is all of it.
 */
export function packageFigures(request: Caller, filter: ScopeFilter, ids: readonly string[]): Promise<Map<string, ProgressCounts>> {
  const scope = reportScope(request, filter);
  const { db } = request.deps;
  return isWholeOrganisation(scope) ? organisationPackageCounts(db, scope.orgId, ids) : packageCounts(db, scope.orgId, ids, scopedLearnerIds(scope));
}
