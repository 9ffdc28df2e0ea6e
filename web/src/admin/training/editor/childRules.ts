import { checkChildWindow, checkFrontTask, CHILD_TASK_TYPES, type AdminPackageDetail, type Translate, type ValidationIssue } from '@peilian/shared';
import { childTypeLabel } from '../labels';
import type { ChildFields } from './childFields';
import { childIssues } from './childForm';
import { orgZone, pickedInstant } from '../../time';

/**
 * Every rule of the child task form, by field: the shared request schema (title, weight, sort,
 * media and their seconds, an exam's paper, a quick Q&A's sources and settings) and the shared
 * retake rules of an exam, the child's times inside the package's, and a front child task that is
 * neither the task itself nor a chain back to it — the server's own checks and messages.
 */
export function childFormIssues(
  fields: ChildFields,
  pkg: Pick<AdminPackageDetail, 'starttime' | 'endtime' | 'children'>,
  childId: string,
): Partial<Record<keyof ChildFields, ValidationIssue>> {
  const issues = childIssues(fields);
  const [start, end] = fields.times ?? [];
  if (!issues.times && start && end) {
    const window = checkChildWindow(
      { start: pickedInstant(start), end: pickedInstant(end) },
      { start: Date.parse(pkg.starttime), end: Date.parse(pkg.endtime) },
      orgZone(),
    );
    if (window) issues.times = window;
  }
  if (!issues.fronttaskid && fields.fronttaskid) {
    const fronts = new Map(pkg.children.map((child) => [child.id, child.fronttaskid || null]));
    const front = checkFrontTask(childId || null, fields.fronttaskid, fronts);
    if (front) issues.fronttaskid = front;
  }
  return issues;
}

/** The type choices: file reading, video, exam, scenario and quick Q&A. */
export function childTypeOptions(t: Translate): { value: number; label: string }[] {
  return [CHILD_TASK_TYPES.file, CHILD_TASK_TYPES.video, CHILD_TASK_TYPES.exam, CHILD_TASK_TYPES.scenario, CHILD_TASK_TYPES.faq].map((type) => ({
    value: type,
    label: t(childTypeLabel(type)),
  }));
}
