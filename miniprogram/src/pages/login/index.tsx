import { useEffect, useState } from 'react'
import { Button, Text, View } from '@tarojs/components'
import { LOGOUT_CODES, demandsCaptcha, errorKeyForCode, type MessageKey } from '@peilian/shared'
import { AgreementCheck } from '../../components/AgreementCheck'
import { Notice } from '../../components/Notice'
import { usePageChrome } from '../../hooks/usePageChrome'
import { useTranslate } from '../../hooks/useTranslate'
import { alert, toast } from '../../lib/feedback'
import { openRegistration, switchToCentre } from '../../lib/navigation'
import { identity } from '../../services/app'
import type { LoginOutcome, RequiredPasswordChange } from '../../services/identity'
import { messageOf } from '../../services/messages'
import { useSession } from '../../stores/session'
import { AccountChooser } from './AccountChooser'
import { MobilePanel } from './MobilePanel'
import { PasswordChange } from './PasswordChange'
import { PasswordPanel, type AttemptResult } from './PasswordPanel'
import './index.css'

type Tab = 'wechat' | 'account' | 'mobile'
type Choosing = Extract<LoginOutcome, { kind: 'choose' }>

const TABS: readonly { key: Tab; label: MessageKey }[] = [
  { key: 'wechat', label: 'mini.wechatLogin' },
  { key: 'account', label: 'login.tabAccount' },
  { key: 'mobile', label: 'login.tabMobile' },
]

/** Explains a forced logout once: 10001 as the spec's alert, any other code in the notice. */
function useLogoutExplanation(showNotice: (text: string) => void): void {
  const t = useTranslate()
  const consumeLogoutCode = useSession((state) => state.consumeLogoutCode)
  useEffect(() => {
    const code = consumeLogoutCode()
    if (code === LOGOUT_CODES.loggedOutElsewhere) {
      void alert(t, t('login.loggedOutElsewhereTitle'), t('login.loggedOutElsewhere'), 'common.confirm')
    } else if (code !== null) {
      showNotice(t(errorKeyForCode(code) ?? 'errors.loginRequired'))
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Once per visit: the code is consumed, and a language change must not replay it.
  }, [])
}

export default function Login() {
  const t = useTranslate()
  const [change, setChange] = useState<RequiredPasswordChange | null>(null)
  usePageChrome(change ? 'password.title' : 'login.title')
  const [tab, setTab] = useState<Tab>('wechat')
  const [agreed, setAgreed] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [choosing, setChoosing] = useState<Choosing | null>(null)
  const [unbound, setUnbound] = useState<{ miniopenid?: string } | null>(null)
  useLogoutExplanation(setNotice)

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

  async function attempt(run: () => Promise<LoginOutcome>): Promise<AttemptResult> {
    if (busy) return 'skipped'
    if (!agreed) {
      setNotice(t('login.agreementRequired'))
      return 'skipped'
    }
    setNotice(null)
    setUnbound(null)
    setBusy(true)
    try {
      settle(await run())
      return 'done'
    } catch (error) {
      setNotice(messageOf(t, error, 'login.failed'))
      return demandsCaptcha(error) ? 'captcha' : 'failed'
    } finally {
      setBusy(false)
    }
  }

  function selectTab(next: Tab): void {
    setTab(next)
    setNotice(null)
    setUnbound(null)
  }

  if (change) {
    return (
      <View className="login">
        <Notice text={notice} />
        <PasswordChange
          change={change}
          onNotice={setNotice}
          onExpired={(message) => {
            setChange(null)
            setNotice(message)
          }}
          onCancel={() => {
            setChange(null)
            setNotice(null)
          }}
        />
      </View>
    )
  }

  if (choosing) {
    return (
      <View className="login">
        <Notice text={notice} />
        <AccountChooser
          choices={choosing.choices}
          busy={busy}
          onChoose={(userid) => void attempt(() => choosing.choose(userid))}
          onCancel={() => setChoosing(null)}
        />
      </View>
    )
  }

  return (
    <View className="login">
      <Text className="login__brand">{t('app.fullName')}</Text>
      <View className="login__tabs">
        {TABS.map((item) => (
          <View
            key={item.key}
            id={`tab-${item.key}`}
            className={item.key === tab ? 'login__tab login__tab--active' : 'login__tab'}
            onClick={() => selectTab(item.key)}
          >
            <Text>{t(item.label)}</Text>
          </View>
        ))}
      </View>
      <Notice text={notice} />
      {unbound && (
        <Button id="go-register" className="plain-button" onClick={() => void openRegistration({ miniopenid: unbound.miniopenid })}>
          {t('register.submit')}
        </Button>
      )}
      {tab === 'wechat' && (
        <Button id="wechat-login" className="primary-button" loading={busy} onClick={() => void attempt(() => identity.loginWithWechat())}>
          {t('mini.wechatLogin')}
        </Button>
      )}
      {tab === 'account' && (
        <PasswordPanel
          busy={busy}
          onNotice={setNotice}
          onSubmit={({ account, password, ...captcha }) => attempt(() => identity.loginWithPassword(account, password, captcha))}
        />
      )}
      {tab === 'mobile' && (
        <MobilePanel
          busy={busy}
          sendCode={identity.sendLoginCode}
          onNotice={setNotice}
          onSubmit={(mobile, code) => void attempt(() => identity.loginWithMobile(mobile, code))}
        />
      )}
      <AgreementCheck checked={agreed} onChange={setAgreed} />
    </View>
  )
}
