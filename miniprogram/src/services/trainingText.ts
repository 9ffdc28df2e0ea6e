import { STUDENT_TASK_STATUS, chinaTimeText, type MessageKey, type Translate } from '@peilian/shared'

/** A task's window in China time, the product's reference zone ("2026-11-20 09:00 至 …"). */
export function periodText(t: Translate, start: string, end: string): string {
  const text = (iso: string) => {
    const ms = Date.parse(iso)
    return Number.isFinite(ms) ? chinaTimeText(ms) : ''
  }
  return t('learnerTraining.centre.period', { start: text(start), end: text(end) })
}

const STATUS_KEYS: Record<number, MessageKey> = {
  [STUDENT_TASK_STATUS.notStarted]: 'tasks.studentStatus.notStarted',
  [STUDENT_TASK_STATUS.inProgress]: 'tasks.studentStatus.inProgress',
  [STUDENT_TASK_STATUS.passed]: 'tasks.studentStatus.passed',
  [STUDENT_TASK_STATUS.failed]: 'tasks.studentStatus.failed',
}

export function statusText(t: Translate, status: number): string {
  return t(STATUS_KEYS[status] ?? 'tasks.studentStatus.notStarted')
}
