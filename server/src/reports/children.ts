import { findReportChild, type ChildCounts, type ProgressCounts, type ReportChildRow } from '../data/reportTasks.js';
import { appError } from '../errors/index.js';
import { isUuid } from '../http/request.js';
import type { Caller } from '../auth/caller.js';

/** What the task report and the child analysis share of child tasks: finding one, and presenting progress counts. */

const NO_LEARNERS: ProgressCounts = { range: 0, started: 0, completed: 0, passed: 0, avgscore: null, avgseconds: null };

/**
 * A child task of a published package of the caller's organisation (of `packageId` when given), else
 * 404 `childNotFound`; an id that is not a UUID names none.
 */
export async function reportChildInOrg(request: Caller, childId: string, packageId?: string): Promise<ReportChildRow> {
  const child = isUuid(childId) ? await findReportChild(request.deps.db, request.caller.orgId, childId) : undefined;
  if (!child || (packageId !== undefined && child.package_id !== packageId)) throw appError('errors.reports.childNotFound');
  return child;
}

/** The counts as the schemas carry them (the data layer has rounded the averages); none: zeros. */
export function presentCounts(counts: ProgressCounts = NO_LEARNERS) {
  return {
    range: counts.range,
    started: counts.started,
    completed: counts.completed,
    passed: counts.passed,
    avgscore: counts.avgscore,
    avgseconds: counts.avgseconds,
  };
}

/** A child task with its counts (zeros when nobody of the scope has it). */
export function presentChild(child: Pick<ReportChildRow, 'id' | 'type' | 'title'>, counts?: ChildCounts) {
  return { childid: child.id, type: child.type, title: child.title, ...presentCounts(counts) };
}
