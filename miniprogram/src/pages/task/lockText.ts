import { lockMessage, type LockedTask, type Translate } from '@peilian/shared'

/**
 * Why a task cannot be opened, in words ('' when it can): shared's `lockMessage` with its times in
 * the organisation's `zone`, translated. It lives with the task pages, so the task detail's fields
 * stay out of the main package.
 */
export function lockText(t: Translate, task: LockedTask, zone: string, frontPackageTitle = ''): string {
  const reason = lockMessage(task, frontPackageTitle, zone)
  return reason ? t(reason.key, reason.params) : ''
}
