import type { ReportScope } from '../data/reportScope.js';
import type { Caller } from '../auth/caller.js';

export type { ReportScope } from '../data/reportScope.js';

/** The filters a report call brings that choose learners. */
export interface ScopeFilter {
  departmentid?: string;
  positionid?: string;
}

/**
 * The one place the learners a report counts are chosen (docs/reports.md "Scope"): the caller's
 * organisation, the filter's department with the departments below it, the filter's position.
 * Every report query takes the scope this returns (SQL: `scopedLearnerIds`/`inReportScope` in
 * data/reportScope.ts).
 *
 * The data permission of admin §6 narrows it by `request.viewer`: a manager of a superior position
 * sees only the learners of subordinate positions in their departments (data/dataScope.ts).
 */
export function reportScope(request: Caller, filter: ScopeFilter = {}): ReportScope {
  return {
    orgId: request.caller.orgId,
    viewer: request.viewer,
    departmentId: filter.departmentid?.trim() ?? '',
    positionId: filter.positionid?.trim() ?? '',
  };
}
