import { Button } from '@tarojs/components'
import { useTranslate } from '../../hooks/useTranslate'
import { identity } from '../../services/app'
import { MobilePanel } from './MobilePanel'
import { PasswordPanel } from './PasswordPanel'
import type { LoginState } from './useLogin'

/** The ways to sign in, one tab each. */
export type LoginTab = 'wechat' | 'account' | 'mobile'

interface SignInFormProps {
  tab: LoginTab
  login: LoginState
}

/** The open tab's form; each one signs in through the page's single attempt. */
export function SignInForm({ tab, login }: SignInFormProps) {
  const t = useTranslate()
  const { busy, attempt, setNotice } = login
  if (tab === 'wechat') {
    return (
      <Button id="wechat-login" className="primary-button" loading={busy} onClick={() => void attempt(() => identity.loginWithWechat())}>
        {t('mini.wechatLogin')}
      </Button>
    )
  }
  if (tab === 'account') {
    return (
      <PasswordPanel
        busy={busy}
        onNotice={setNotice}
        onSubmit={({ account, password, ...captcha }) => attempt(() => identity.loginWithPassword(account, password, captcha))}
      />
    )
  }
  return (
    <MobilePanel
      busy={busy}
      sendCode={identity.sendLoginCode}
      onNotice={setNotice}
      onSubmit={(mobile, code) => void attempt(() => identity.loginWithMobile(mobile, code))}
    />
  )
}
