import { useState } from 'react'
import { Button, View } from '@tarojs/components'
import { MOBILE_LENGTH, checkMobile } from '@peilian/shared'
import { Field } from '../../components/Field'
import { SendCodeButton } from '../../components/SendCodeButton'
import { useTranslate } from '../../hooks/useTranslate'
import { useCaptchaCode, type CaptchaAnswer } from './useCaptchaCode'

interface MobilePanelProps {
  busy: boolean
  sendCode(mobile: string, captcha?: CaptchaAnswer): Promise<number>
  onNotice(text: string | null): void
  onSubmit(mobile: string, code: string): void
}

/**
 * Mobile number and SMS code (spec §2.2 mobile tab) with the 60 s resend lock on the send button;
 * the graphic captcha appears once the server asks for one before another code, and goes with the
 * next request (`useCaptchaCode`).
 */
export function MobilePanel({ busy, sendCode, onNotice, onSubmit }: MobilePanelProps) {
  const t = useTranslate()
  const [mobile, setMobile] = useState('')
  const [code, setCode] = useState('')
  const { send, captcha } = useCaptchaCode(sendCode)

  function submit() {
    const issue = checkMobile(mobile)
    if (issue) {
      onNotice(t(issue.key))
      return
    }
    if (!code.trim()) {
      onNotice(t('validation.codeRequired'))
      return
    }
    onSubmit(mobile.trim(), code.trim())
  }

  return (
    <View>
      <Field id="mobile" label={t('login.mobile')} value={mobile} onInput={setMobile} type="number" maxlength={MOBILE_LENGTH} />
      {captcha}
      <Field
        id="code"
        label={t('login.code')}
        value={code}
        onInput={setCode}
        type="number"
        maxlength={8}
        extra={<SendCodeButton mobile={mobile} send={send} onNotice={onNotice} />}
      />
      <Button id="mobile-login" className="primary-button" loading={busy} onClick={submit}>
        {t('login.submit')}
      </Button>
    </View>
  )
}
