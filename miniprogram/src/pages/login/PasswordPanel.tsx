import { useState } from 'react'
import { Button, View } from '@tarojs/components'
import { checkAccount } from '@peilian/shared'
import { Field } from '../../components/Field'
import { useTranslate } from '../../hooks/useTranslate'

interface PasswordPanelProps {
  busy: boolean
  onNotice(text: string | null): void
  onSubmit(account: string, password: string): void
}

/** Account and password (spec §2.2 account tab); required and length checks before anything is sent. */
export function PasswordPanel({ busy, onNotice, onSubmit }: PasswordPanelProps) {
  const t = useTranslate()
  const [account, setAccount] = useState('')
  const [password, setPassword] = useState('')

  function submit() {
    const issue = checkAccount(account)
    if (issue) {
      onNotice(t(issue.key, issue.params))
      return
    }
    if (!password) {
      onNotice(t('validation.passwordRequired'))
      return
    }
    onSubmit(account.trim(), password)
  }

  return (
    <View>
      <Field id='account' label={t('login.account')} value={account} onInput={setAccount} maxlength={50} />
      <Field id='password' label={t('login.password')} value={password} onInput={setPassword} password />
      <Button id='password-login' className='primary-button' loading={busy} onClick={submit}>
        {t('login.submit')}
      </Button>
    </View>
  )
}
