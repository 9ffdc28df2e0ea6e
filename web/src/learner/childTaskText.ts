import { STUDENT_TASK_STATUS, type MessageKey } from '@peilian/shared';

const STATUS: Record<number, { key: MessageKey; color: 'default' | 'primary' | 'success' | 'danger' }> = {
  [STUDENT_TASK_STATUS.notStarted]: { key: 'tasks.studentStatus.notStarted', color: 'default' },
  [STUDENT_TASK_STATUS.inProgress]: { key: 'tasks.studentStatus.inProgress', color: 'primary' },
  [STUDENT_TASK_STATUS.passed]: { key: 'tasks.studentStatus.passed', color: 'success' },
  [STUDENT_TASK_STATUS.failed]: { key: 'tasks.studentStatus.failed', color: 'danger' },
};

/** The learner's status of a child task and the tag colour it shows in. */
export const childStatus = (status: number) => STATUS[status] ?? STATUS[STUDENT_TASK_STATUS.notStarted]!;
