import { STUDENT_TASK_STATUS, type MessageKey, type Translate } from '@peilian/shared'

const STATUS_KEYS: Record<number, MessageKey> = {
  [STUDENT_TASK_STATUS.notStarted]: 'tasks.studentStatus.notStarted',
  [STUDENT_TASK_STATUS.inProgress]: 'tasks.studentStatus.inProgress',
  [STUDENT_TASK_STATUS.passed]: 'tasks.studentStatus.passed',
  [STUDENT_TASK_STATUS.failed]: 'tasks.studentStatus.failed',
}

export function statusText(t: Translate, status: number): string {
  return t(STATUS_KEYS[status] ?? 'tasks.studentStatus.notStarted')
}
