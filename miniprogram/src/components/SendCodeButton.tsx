import { useState } from 'react'
import { Button } from '@tarojs/components'
import { isValidMobile } from '@peilian/shared'
import { useCountdown } from '../hooks/useCountdown'
import { useTranslate } from '../hooks/useTranslate'
import { toast } from '../lib/feedback'
import { messageOf } from '../services/messages'
import './form.css'

interface SendCodeButtonProps {
  mobile: string
  /** Sends the code; resolves with the seconds until another may be sent (the 60 s lock). */
  send(mobile: string): Promise<number>
  /** Shows a message in the page's notice, or clears it with null. */
  onNotice(text: string | null): void
}

/** "Get code", then a countdown that blocks resending; a failed send re-enables it at once. */
export function SendCodeButton({ mobile, send, onNotice }: SendCodeButtonProps) {
  const t = useTranslate()
  const [left, start] = useCountdown()
  const [sending, setSending] = useState(false)

  async function press() {
    if (left > 0 || sending) return
    const value = mobile.trim()
    if (!isValidMobile(value)) {
      onNotice(t('validation.mobileInvalid'))
      return
    }
    onNotice(null)
    setSending(true)
    try {
      start(await send(value))
      toast(t('login.codeSent'))
    } catch (error) {
      onNotice(messageOf(t, error, 'login.codeSendFailed'))
    } finally {
      setSending(false)
    }
  }

  return (
    <Button id="send-code" className="send-code touch-mini" size="mini" disabled={left > 0 || sending} onClick={() => void press()}>
      {left > 0 ? t('login.resendIn', { seconds: left }) : t('login.sendCode')}
    </Button>
  )
}
