import { useEffect, useState } from 'react'
import { Button, Text, View } from '@tarojs/components'
import { PASSWORD_DIALOG_LOGIN_DELAY_MS, type StoredUser } from '@peilian/shared'
import { Field } from '../../components/Field'
import { useTranslate } from '../../hooks/useTranslate'
import { toast } from '../../lib/feedback'
import { switchToCentre } from '../../lib/navigation'
import { identity } from '../../services/app'
import { isSerialExpired, type RequiredPasswordChange } from '../../services/identity'
import { messageOf } from '../../services/messages'
import { changeReasonText, newPasswordIssue } from '../../services/passwordChange'

interface PasswordChangeProps {
  change: RequiredPasswordChange
  onNotice(text: string | null): void
  /** The serial is gone (errors.serialExpired): back to the login form with this message. */
  onExpired(message: string): void
  onCancel(): void
}

/**
 * The forced password change (spec §4, §5, §8) in place of the login form: why, the new password
 * twice and the rule. On success "密码修改成功" shows and, after the spec's 2 s, the new session is
 * stored and the Training Centre opens.
 */
export function PasswordChange({ change, onNotice, onExpired, onCancel }: PasswordChangeProps) {
  const t = useTranslate()
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [busy, setBusy] = useState(false)
  const [changed, setChanged] = useState<StoredUser | null>(null)

  useEffect(() => {
    if (!changed) return
    const timer = setTimeout(() => {
      identity.completeSignIn(changed)
      void switchToCentre()
    }, PASSWORD_DIALOG_LOGIN_DELAY_MS)
    return () => clearTimeout(timer)
  }, [changed])

  async function submit(): Promise<void> {
    if (busy || changed) return
    const issue = newPasswordIssue(t, password, confirm)
    if (issue) {
      onNotice(issue)
      return
    }
    onNotice(null)
    setBusy(true)
    try {
      setChanged(await identity.changePassword(change.serial, password))
      toast(t('password.changed'))
    } catch (error) {
      const message = messageOf(t, error, 'password.changeFailed')
      if (isSerialExpired(error)) onExpired(message)
      else onNotice(message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className="password-change">
      <Text className="password-change__title">{t('password.title')}</Text>
      <Text id="password-reason" className="password-change__reason">
        {changeReasonText(t, change)}
      </Text>
      <Field id="new-password" label={t('password.newPassword')} value={password} onInput={setPassword} password />
      <Field id="confirm-password" label={t('password.confirmPassword')} value={confirm} onInput={setConfirm} password />
      <Text className="password-change__rule">{t('password.rule')}</Text>
      {changed && (
        <Text id="password-changed" className="password-change__done">
          {t('password.changed')}
        </Text>
      )}
      <Button id="password-submit" className="primary-button" loading={busy} disabled={changed !== null} onClick={() => void submit()}>
        {t('common.confirm')}
      </Button>
      <Button id="password-cancel" className="plain-button" disabled={changed !== null} onClick={onCancel}>
        {t('common.cancel')}
      </Button>
    </View>
  )
}
