import { useState } from 'react'
import { Button, Image, Text, View } from '@tarojs/components'
import type { MessageKey } from '@peilian/shared'
import { AgreementCheck } from '../../components/AgreementCheck'
import { Notice } from '../../components/Notice'
import { brandStyle, useLook } from '../../hooks/useLook'
import { usePageChrome } from '../../hooks/usePageChrome'
import { useTranslate } from '../../hooks/useTranslate'
import { assetUrl } from '../../lib/config'
import { openInvite, openRegistration } from '../../lib/navigation'
import { AccountChooser } from './AccountChooser'
import { PasswordChange } from './PasswordChange'
import { SignInForm, type LoginTab } from './SignInForm'
import { useLogin, type LoginState } from './useLogin'
import './index.css'

const TABS: readonly { key: LoginTab; label: MessageKey }[] = [
  { key: 'wechat', label: 'mini.wechatLogin' },
  { key: 'account', label: 'login.tabAccount' },
  { key: 'mobile', label: 'login.tabMobile' },
]

/**
 * The step a sign-in may ask for before the centre: the forced password change (an expired serial
 * goes back to the form with its message), or the account to sign in to when one identity opens several.
 */
function NextStep({ login }: { login: LoginState }) {
  const { notice, busy, attempt, setNotice } = login
  const { change, setChange, choosing, setChoosing } = login.outcome
  return (
    <View className="login">
      <Notice text={notice} />
      {change ? (
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
      ) : (
        choosing && (
          <AccountChooser
            choices={choosing.choices}
            busy={busy}
            onChoose={(userid) => void attempt(() => choosing.choose(userid))}
            onCancel={() => setChoosing(null)}
          />
        )
      )}
    </View>
  )
}

export default function Login() {
  const t = useTranslate()
  const login = useLogin()
  const { change, choosing, unbound } = login.outcome
  usePageChrome(change ? 'password.title' : 'login.title')
  const [tab, setTab] = useState<LoginTab>('wechat')
  // Before sign-in, the look of the organisation this device last signed into (useLook).
  const look = useLook()

  if (change || choosing) return <NextStep login={login} />
  return (
    <View id="login" className="login" style={brandStyle(look)}>
      {look.trainlogo ? (
        <Image id="login-logo" className="login__logo" src={assetUrl(look.trainlogo) ?? ''} mode="heightFix" ariaLabel={t('app.fullName')} />
      ) : (
        <Text className="login__brand">{t('app.fullName')}</Text>
      )}
      <View className="login__tabs">
        {TABS.map((item) => (
          <View
            key={item.key}
            id={`tab-${item.key}`}
            className={item.key === tab ? 'login__tab login__tab--active' : 'login__tab'}
            onClick={() => {
              setTab(item.key)
              login.clearNotice()
            }}
          >
            <Text>{t(item.label)}</Text>
          </View>
        ))}
      </View>
      <Notice text={login.notice} />
      {unbound && (
        <Button id="go-register" className="plain-button" onClick={() => void openRegistration({ miniopenid: unbound.miniopenid })}>
          {t('register.submit')}
        </Button>
      )}
      <SignInForm tab={tab} login={login} />
      <AgreementCheck checked={login.agreed} onChange={login.setAgreed} />
      <View id="go-invite" className="login__invite" ariaRole="button" onClick={() => void openInvite()}>
        <Text>{t('mini.join.entry')}</Text>
      </View>
    </View>
  )
}
