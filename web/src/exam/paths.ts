import { CHILD_TASK_TYPES } from '@peilian/shared';

export const EXAM_PATH = '/user/dashboard/exam';

/** `/user/dashboard/exam?package=&child=` for an exam child task, else null. */
export function examPath(type: number, packageId: string, childId: string): string | null {
  if (type !== CHILD_TASK_TYPES.exam) return null;
  return `${EXAM_PATH}?${new URLSearchParams({ package: packageId, child: childId }).toString()}`;
}

export const PRINT_PATH = '/user/dashboard/print';

/** `/user/dashboard/print?id=` — the printable latest result of an exam child task. */
export const printPath = (childId: string): string => `${PRINT_PATH}?${new URLSearchParams({ id: childId }).toString()}`;
