import { PUBLISH_STATES } from '../domain/training.js';
import { PACKAGE_CHILDREN_MAX, PASS_SCORE_MAX, TASK_SORT, TASK_TITLE, WEIGHT_DECIMALS } from '../limits.js';
import type { ValidationIssue } from '../validators/rules.js';
import { zonedTimeText } from '../format/zone.js';

/**
 * The task package rules of admin-back-office §5 (title 1–64, sort 0–99999, pass score in (0, 100],
 * child times inside the package's, weights summing to 100%, scheduled publish not earlier than
 * now) and §4 (publishing locks child tasks; scheduled publish needs child tasks). The admin form
 * runs them for instant feedback and the server runs them authoritatively; each refusal is an
 * i18n key of `tasks.rules`.
 */

/** A time window in epoch milliseconds. */
export interface TimeWindow {
  start: number;
  end: number;
}

export interface PackageFields {
  title: string;
  passscore: number;
  sort: number;
  starttime: number;
  endtime: number;
}

/** A refusal tied to the form field it belongs to. */
export interface FieldIssue extends ValidationIssue {
  field: string;
}

/** Checks the package form's own fields (what the zod request schema also enforces). */
export function validatePackage(fields: PackageFields): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const title = fields.title.trim();
  if (title.length < TASK_TITLE.min) issues.push({ field: 'title', key: 'tasks.rules.titleRequired' });
  else if (title.length > TASK_TITLE.max) issues.push({ field: 'title', key: 'tasks.rules.titleTooLong', params: { max: TASK_TITLE.max } });
  if (!(Number.isFinite(fields.passscore) && fields.passscore > 0 && fields.passscore <= PASS_SCORE_MAX)) {
    issues.push({ field: 'passscore', key: 'tasks.rules.passScoreRange', params: { max: PASS_SCORE_MAX } });
  }
  if (!Number.isInteger(fields.sort) || fields.sort < TASK_SORT.min || fields.sort > TASK_SORT.max) {
    issues.push({ field: 'sort', key: 'tasks.rules.sortRange', params: { ...TASK_SORT } });
  }
  if (!Number.isFinite(fields.starttime) || !Number.isFinite(fields.endtime)) issues.push({ field: 'starttime', key: 'tasks.rules.timeRequired' });
  else if (fields.endtime <= fields.starttime) issues.push({ field: 'endtime', key: 'tasks.rules.endBeforeStart' });
  return issues;
}

/** A child task's window must lie inside its package's (both ends included); the message quotes it in `zone`. */
export function checkChildWindow(child: TimeWindow, pkg: TimeWindow, zone: string): ValidationIssue | null {
  if (child.end <= child.start) return { key: 'tasks.rules.endBeforeStart' };
  if (child.start >= pkg.start && child.end <= pkg.end) return null;
  return { key: 'tasks.rules.childOutsidePackage', params: { start: zonedTimeText(pkg.start, zone), end: zonedTimeText(pkg.end, zone) } };
}

const SCALE = 10 ** WEIGHT_DECIMALS;

/**
 * The sum of the child weights, rounded to 0.01. Weights carry at most two decimals, so rounding
 * the sum only removes floating-point noise (33.33 + 33.33 + 33.34 is exactly 100).
 */
export function weightTotal(weights: readonly number[]): number {
  return Math.round(weights.reduce((sum, weight) => sum + Math.round(weight * SCALE), 0)) / SCALE;
}

/** Weights must sum to 100% (checked at publish; the editor shows it as a warning meanwhile). */
export function checkWeights(weights: readonly number[]): ValidationIssue | null {
  const total = weightTotal(weights);
  return total === 100 ? null : { key: 'tasks.rules.weightsSum', params: { total } };
}

/** The editor's warning while weights do not yet sum to 100 (null once they do or with no children). */
export function weightWarning(weights: readonly number[]): ValidationIssue | null {
  if (weights.length === 0) return null;
  const total = weightTotal(weights);
  return total === 100 ? null : { key: 'tasks.warnings.weightsSum', params: { total } };
}

export interface PublishCheck {
  mode: 'now' | 'scheduled';
  /** Epoch ms of a scheduled publish. */
  publishtime: number | null;
  now: number;
  childWeights: readonly number[];
  /** Each child's window, checked against the package's. */
  childWindows: readonly TimeWindow[];
  window: TimeWindow;
  /** The organisation's time zone, in which a refusal quotes the package's times. */
  zone: string;
}

/**
 * What publishing needs (admin §4, §5): at least one child task, weights summing to 100, every child
 * inside the package's times, and a scheduled time not earlier than now. All refusals are returned.
 */
export function checkPublish(check: PublishCheck): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (check.childWeights.length === 0) issues.push({ key: 'tasks.rules.noChildren' });
  else {
    const weights = checkWeights(check.childWeights);
    if (weights) issues.push(weights);
  }
  for (const child of check.childWindows) {
    const issue = checkChildWindow(child, check.window, check.zone);
    if (issue) {
      issues.push(issue);
      break;
    }
  }
  if (check.mode === 'scheduled') {
    if (check.publishtime === null) issues.push({ key: 'tasks.rules.publishTimeRequired' });
    else if (check.publishtime < check.now) issues.push({ key: 'tasks.rules.publishTimePast' });
  }
  return issues;
}

/** Child tasks can be added, edited or deleted only while the package is unpublished. */
export function childTasksEditable(publishState: number): boolean {
  return publishState === PUBLISH_STATES.unpublished;
}

/** The package limit on child tasks (ours: 50). */
export function checkChildCount(existing: number): ValidationIssue | null {
  return existing < PACKAGE_CHILDREN_MAX ? null : { key: 'tasks.rules.refsTooMany', params: { max: PACKAGE_CHILDREN_MAX } };
}

/**
 * Whether choosing `frontId` as the front task of `childId` (or front package of a package) is
 * allowed: not itself, and not a chain that comes back to it (`fronts` maps each id to its front).
 */
export function checkFrontTask(
  childId: string | null,
  frontId: string,
  fronts: ReadonlyMap<string, string | null>,
  key: 'tasks.rules.frontTaskSelf' | 'tasks.rules.frontPackageSelf' = 'tasks.rules.frontTaskSelf',
): ValidationIssue | null {
  if (!frontId) return null;
  if (childId && frontId === childId) return { key };
  const seen = new Set<string>();
  for (let cursor: string | null | undefined = frontId; cursor; cursor = fronts.get(cursor)) {
    if (cursor === childId || seen.has(cursor)) return { key };
    seen.add(cursor);
  }
  return null;
}
