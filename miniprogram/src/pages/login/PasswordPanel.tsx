import { useState } from 'react'
import { Button, View } from '@tarojs/components'
import { checkAccount, type RandomCodeResponse } from '@peilian/shared'
import { Field } from '../../components/Field'
import { useTranslate } from '../../hooks/useTranslate'
import { CaptchaField } from './CaptchaField'
import { useLoginKey } from './useLoginKey'

export interface PasswordCredentials {
  account: string
  password: string
  /** With a captcha: the key its image belongs to and the answer. */
  key?: RandomCodeResponse
  randomcode?: string
}

/**
 * How an attempt ended for the panel: `failed` means the server refused it and used up its key;
 * `captcha` too, and the next attempt must carry the captcha (`demandsCaptcha`).
 */
export type AttemptResult = 'done' | 'failed' | 'captcha' | 'skipped'

interface PasswordPanelProps {
  busy: boolean
  onNotice(text: string | null): void
  onSubmit(credentials: PasswordCredentials): Promise<AttemptResult>
}

/**
 * Account and password (spec §2.2 account tab), plus the graphic captcha when the server's key asks
 * for one or a refusal demanded it; required and length checks before anything is sent. After a
 * refused attempt the key and captcha are renewed, since the server has used them up.
 */
export function PasswordPanel({ busy, onNotice, onSubmit }: PasswordPanelProps) {
  const t = useTranslate()
  const [account, setAccount] = useState('')
  const [password, setPassword] = useState('')
  const [captcha, setCaptcha] = useState('')
  const [captchaDemanded, setCaptchaDemanded] = useState(false)
  const loginKey = useLoginKey(captchaDemanded)
  const needsCaptcha = loginKey.captcha

  function renew() {
    setCaptcha('')
    loginKey.renew()
  }

  async function submit() {
    const issue = checkAccount(account)
    if (issue) {
      onNotice(t(issue.key, issue.params))
      return
    }
    if (!password) {
      onNotice(t('validation.passwordRequired'))
      return
    }
    if (needsCaptcha && !captcha.trim()) {
      onNotice(t('login.captchaRequired'))
      return
    }
    // The answer on screen belongs to a key being replaced: wait for the new one.
    if (needsCaptcha && loginKey.loading) return
    const withCaptcha = needsCaptcha && loginKey.key ? { key: loginKey.key, randomcode: captcha.trim() } : {}
    const result = await onSubmit({ account: account.trim(), password, ...withCaptcha })
    if (result === 'captcha') setCaptchaDemanded(true)
    if (result === 'failed' || result === 'captcha') renew()
  }

  return (
    <View>
      <Field id="account" label={t('login.account')} value={account} onInput={setAccount} maxlength={50} />
      <Field id="password" label={t('login.password')} value={password} onInput={setPassword} password />
      {needsCaptcha && <CaptchaField value={captcha} onInput={setCaptcha} image={loginKey.image} onRefresh={renew} />}
      <Button id="password-login" className="primary-button" loading={busy} onClick={() => void submit()}>
        {t('login.submit')}
      </Button>
    </View>
  )
}
