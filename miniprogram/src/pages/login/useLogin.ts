import { useEffect, useState } from 'react'
import { LOGOUT_CODES, demandsCaptcha, sessionEndMessageKey } from '@peilian/shared'
import { useTranslate } from '../../hooks/useTranslate'
import { alert, toast } from '../../lib/feedback'
import { switchToCentre } from '../../lib/navigation'
import type { LoginOutcome, RequiredPasswordChange } from '../../services/identity'
import { messageOf } from '../../services/messages'
import { useSession } from '../../stores/session'
import type { AttemptResult } from './PasswordPanel'

type Choosing = Extract<LoginOutcome, { kind: 'choose' }>

/** Explains a forced logout once (shared's sessionEndMessageKey): 10001 as the spec's alert, any other code in the notice. */
function useLogoutExplanation(showNotice: (text: string) => void): void {
  const t = useTranslate()
  const consumeLogoutCode = useSession((state) => state.consumeLogoutCode)
  useEffect(() => {
    const code = consumeLogoutCode()
    const why = sessionEndMessageKey(code)
    if (code === LOGOUT_CODES.loggedOutElsewhere) {
      void alert(t, t('login.loggedOutElsewhereTitle'), t('login.loggedOutElsewhere'), 'common.confirm')
    } else if (why) {
      showNotice(t(why))
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Once per visit: the code is consumed, and a language change must not replay it.
  }, [])
}

/** Where a sign-in leads: the centre, the account chooser, registration for an unbound WeChat, or a required password change. */
function useOutcome(setNotice: (text: string | null) => void) {
  const t = useTranslate()
  const [change, setChange] = useState<RequiredPasswordChange | null>(null)
  const [choosing, setChoosing] = useState<Choosing | null>(null)
  const [unbound, setUnbound] = useState<{ miniopenid?: string } | null>(null)

  function settle(outcome: LoginOutcome): void {
    setChoosing(outcome.kind === 'choose' ? outcome : null)
    if (outcome.kind === 'signedIn') {
      toast(t('login.success'))
      void switchToCentre()
    } else if (outcome.kind === 'notBound') {
      setNotice(messageOf(t, outcome.error, 'errors.wechatNotBound'))
      setUnbound({ miniopenid: outcome.miniopenid })
    } else if (outcome.kind === 'changePassword') {
      setChange(outcome.change)
    }
  }

  return { change, setChange, choosing, setChoosing, unbound, setUnbound, settle }
}

/** The login page's state: one attempt at a time, only once the agreement is ticked, and the notice that tells how it went. */
export function useLogin() {
  const t = useTranslate()
  const [agreed, setAgreed] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const outcome = useOutcome(setNotice)
  useLogoutExplanation(setNotice)

  async function attempt(run: () => Promise<LoginOutcome>): Promise<AttemptResult> {
    if (busy) return 'skipped'
    if (!agreed) {
      setNotice(t('login.agreementRequired'))
      return 'skipped'
    }
    setNotice(null)
    outcome.setUnbound(null)
    setBusy(true)
    try {
      outcome.settle(await run())
      return 'done'
    } catch (error) {
      setNotice(messageOf(t, error, 'login.failed'))
      return demandsCaptcha(error) ? 'captcha' : 'failed'
    } finally {
      setBusy(false)
    }
  }

  /** Another tab starts clean: no notice, no registration offer. */
  function clearNotice(): void {
    setNotice(null)
    outcome.setUnbound(null)
  }

  return { outcome, agreed, setAgreed, notice, setNotice, busy, attempt, clearNotice }
}

/** The login page's state and actions, as `useLogin` gives them. */
export type LoginState = ReturnType<typeof useLogin>
