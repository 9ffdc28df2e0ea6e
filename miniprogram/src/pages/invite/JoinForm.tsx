import { useState } from 'react'
import { Button, Text, View } from '@tarojs/components'
import {
  EMPTY_INVITE_JOIN_FORM,
  MOBILE_LENGTH,
  PASSWORD_CONTEXTS,
  REGISTRATION_NAME_MAX,
  checkInviteJoin,
  invitePasswordStrong,
  type InviteJoinForm,
  type InviteJoinStore,
  type InvitePreview,
} from '@peilian/shared'
import { useStore } from 'zustand'
import { AgreementCheck } from '../../components/AgreementCheck'
import { Field } from '../../components/Field'
import { Notice } from '../../components/Notice'
import { SendCodeButton } from '../../components/SendCodeButton'
import { useTranslate } from '../../hooks/useTranslate'
import { messageOf } from '../../services/messages'
import { useCaptchaCode } from '../login/useCaptchaCode'

/** What the code found: the organisation to join, the code's title, the department and how long it is valid. */
function InviteHeader({ invite }: { invite: InvitePreview }) {
  const t = useTranslate()
  return (
    <View className="invite__header">
      <Text id="invite-title" className="invite__title">
        {t('mini.join.title', { orgname: invite.orgname })}
      </Text>
      <Text id="invite-subtitle" className="invite__subtitle">
        {t('mini.join.subtitle', { title: invite.title, departmentname: invite.departmentname })}
      </Text>
      {invite.validdate && <Text className="invite__subtitle">{t('mini.join.validUntil', { date: invite.validdate })}</Text>}
    </View>
  )
}

/**
 * The mobile number with its SMS code (the registration's, `registrationCode`, with its 60 s lock),
 * the name, the first password with its confirmation (the organisation's rule, which the code's
 * preview tells; never the mobile number) and the agreement. Once the server asks for a captcha before another code (a whole
 * intake joining from one office address soon does), its image shows and the answer goes with the
 * next request, as on the login's mobile tab (`useCaptchaCode`). The form is checked with shared's
 * `checkInviteJoin` before it goes; a refusal keeps what was typed.
 */
export function JoinForm({ store }: { store: InviteJoinStore }) {
  const t = useTranslate()
  const invite = useStore(store, (state) => state.invite)
  const joining = useStore(store, (state) => state.joining)
  const [form, setForm] = useState<InviteJoinForm>(EMPTY_INVITE_JOIN_FORM)
  const [notice, setNotice] = useState<string | null>(null)
  const { send, captcha } = useCaptchaCode((mobile, answer) => store.getState().sendCode(mobile, answer))

  const set = (field: 'mobile' | 'code' | 'name' | 'password' | 'confirm') => (value: string) => setForm((current) => ({ ...current, [field]: value }))

  async function submit(): Promise<void> {
    if (joining) return
    const [issue] = Object.values(checkInviteJoin(form, { strong: invitePasswordStrong(invite) }))
    if (issue) return setNotice(t(issue.key, issue.params))
    setNotice(null)
    if (!(await store.getState().join(form))) {
      const { failure } = store.getState()
      if (failure) setNotice(messageOf(t, failure, 'errors.unknown'))
    }
  }

  if (!invite) return null
  return (
    <View className="invite">
      <InviteHeader invite={invite} />
      <Notice text={notice} />
      <Field id="mobile" label={t('login.mobile')} value={form.mobile} onInput={set('mobile')} type="number" maxlength={MOBILE_LENGTH} />
      {captcha}
      <Field
        id="code"
        label={t('login.code')}
        value={form.code}
        onInput={set('code')}
        type="number"
        maxlength={8}
        extra={<SendCodeButton mobile={form.mobile} send={send} onNotice={setNotice} />}
      />
      <Field id="name" label={t('mini.name')} value={form.name} onInput={set('name')} maxlength={REGISTRATION_NAME_MAX} />
      <Field id="password" label={t('login.password')} value={form.password} onInput={set('password')} maxlength={PASSWORD_CONTEXTS.invite.max} password />
      <Field
        id="confirm"
        label={t('password.confirmPassword')}
        value={form.confirm}
        onInput={set('confirm')}
        maxlength={PASSWORD_CONTEXTS.invite.max}
        password
      />
      <AgreementCheck checked={form.agreed} onChange={(agreed) => setForm((current) => ({ ...current, agreed }))} />
      <Button id="invite-submit" className="primary-button" loading={joining} onClick={() => void submit()}>
        {t('mini.join.submit')}
      </Button>
    </View>
  )
}
