import { CHILD_TASK_TYPES } from '@peilian/shared';

export const EXAM_PATH = '/user/dashboard/exam';

/** `/user/dashboard/exam?package=&child=` for an exam child task, else null. */
export function examPath(type: number, packageId: string, childId: string): string | null {
  if (type !== CHILD_TASK_TYPES.exam) return null;
  return `${EXAM_PATH}?${new URLSearchParams({ package: packageId, child: childId }).toString()}`;
}

/** The printable latest result of an exam child task (`/user/dashboard/print?id=`), shared with the mini-program's print link. */
export { EXAM_PRINT_PATH as PRINT_PATH, examPrintPath as printPath } from '@peilian/shared';
