import {
  RUN_STATES,
  STUDENT_TASK_STATUS,
  chinaTimeText,
  formatHms,
  formatMs,
  type CenterPackage,
  type CenterResponse,
  type MessageKey,
  type Translate,
} from '@peilian/shared'

/** Learning time as mm:ss, or hh:mm:ss from an hour on. */
export function durationText(seconds: number): string {
  return seconds >= 3600 ? formatHms(seconds) : formatMs(seconds)
}

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

export interface PackageGroup {
  key: 'inprogress' | 'notstarted' | 'ended'
  title: string
  packages: CenterPackage[]
}

/** The centre's packages by run state — in progress first, then not started, then ended — without empty groups. */
export function packageGroups(t: Translate, centre: CenterResponse): PackageGroup[] {
  const groups: PackageGroup[] = [
    { key: 'inprogress', title: t('tasks.runState.inProgress'), packages: centre.groups.inprogress },
    { key: 'notstarted', title: t('tasks.runState.notStarted'), packages: centre.groups.notstarted },
    { key: 'ended', title: t('tasks.runState.ended'), packages: centre.groups.ended },
  ]
  return groups.filter((group) => group.packages.length > 0)
}

/** A run state's label (package header of the task detail). */
export function runStateText(t: Translate, runstate: number): string {
  if (runstate === RUN_STATES.notStarted) return t('tasks.runState.notStarted')
  return runstate === RUN_STATES.ended ? t('tasks.runState.ended') : t('tasks.runState.inProgress')
}
