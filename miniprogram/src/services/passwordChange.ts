import { checkPasswordPair, type Translate } from '@peilian/shared'
import type { RequiredPasswordChange } from './identity'

/** Why the change is required (spec §5): the first login, else how long the password went unchanged. */
export function changeReasonText(t: Translate, change: RequiredPasswordChange): string {
  return change.reason === 1 ? t('password.firstLogin') : t('password.expired', { days: change.days })
}

/**
 * The forced-change dialog's rule (spec §5: trimmed, 8–15, upper, lower, digit and special
 * character, no spaces, both the same) as the message to show; null when the pair may be sent.
 */
export function newPasswordIssue(t: Translate, password: string, confirm: string): string | null {
  const issue = checkPasswordPair(password, confirm, 'dialog')
  return issue ? t(issue.key, issue.params) : null
}
