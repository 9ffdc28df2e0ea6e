import { useState } from 'react'
import { Button, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import {
  COMPANY_NAME_FORM_MAX,
  JOB_TITLE_MAX,
  MOBILE_LENGTH,
  REGISTRATION_NAME_MAX,
  checkMiniRegistration,
  type MiniRegistrationForm,
  type Translate,
} from '@peilian/shared'
import { AgreementCheck } from '../../components/AgreementCheck'
import { Field } from '../../components/Field'
import { Notice } from '../../components/Notice'
import { PrivacyPopup } from '../../components/PrivacyPopup'
import { SendCodeButton } from '../../components/SendCodeButton'
import { usePageChrome } from '../../hooks/usePageChrome'
import { useTranslate } from '../../hooks/useTranslate'
import { confirm } from '../../lib/feedback'
import { goBack } from '../../lib/navigation'
import { identity } from '../../services/app'
import { messageOf } from '../../services/messages'
import { RegistrationAvatar, type ChosenAvatar } from './RegistrationAvatar'
import { Submitted } from './Submitted'
import './index.css'

const EMPTY: MiniRegistrationForm = { mobile: '', code: '', name: '', workunit: '', workno: '', agreed: false }

/** The registration form and its submission for review, with the avatar once uploaded and the WeChat identity it came with. */
function useRegistration() {
  const t = useTranslate()
  const { params } = useRouter()
  const [form, setForm] = useState<MiniRegistrationForm>(EMPTY)
  const [notice, setNotice] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  const [avatar, setAvatar] = useState<ChosenAvatar | null>(null)

  async function submit(): Promise<void> {
    // An avatar still uploading is waited for: the learner chose it to be sent.
    if (busy || (avatar && !avatar.path)) return
    const issue = checkMiniRegistration(form)
    if (issue) {
      setNotice(t(issue.key, issue.params))
      return
    }
    setNotice(null)
    setBusy(true)
    try {
      await identity.register({
        mobile: form.mobile.trim(),
        code: form.code.trim(),
        name: form.name.trim(),
        workunit: form.workunit.trim(),
        workno: form.workno.trim(),
        ...(avatar?.path ? { avatar: avatar.path } : {}),
        ...(params.miniopenid ? { miniopenid: params.miniopenid } : {}),
      })
      setSubmitted(true)
    } catch (error) {
      setNotice(messageOf(t, error, 'register.genericFailed'))
    } finally {
      setBusy(false)
    }
  }

  return { form, setForm, notice, setNotice, busy, submitted, avatar, setAvatar, submit }
}

/** Leaves the registration once the learner confirms it. */
async function giveUp(t: Translate): Promise<void> {
  if (await confirm(t, t('mini.giveUpConfirm'), { confirm: 'common.confirm', cancel: 'common.cancel' })) {
    await goBack()
  }
}

/**
 * Self-registration from the mini-program (spec §2.7): reached when WeChat sign-in finds no user,
 * carrying `miniopenid`. The avatar is optional (`RegistrationAvatar`).
 */
export default function Register() {
  const t = useTranslate()
  usePageChrome('register.submit')
  const { form, setForm, notice, setNotice, busy, submitted, avatar, setAvatar, submit } = useRegistration()

  const set = (field: Exclude<keyof MiniRegistrationForm, 'agreed'>) => (value: string) => setForm((current) => ({ ...current, [field]: value }))

  if (submitted) return <Submitted />

  return (
    <View className="register">
      <Notice text={notice} />
      <Field id="mobile" label={t('login.mobile')} value={form.mobile} onInput={set('mobile')} type="number" maxlength={MOBILE_LENGTH} />
      <Field
        id="code"
        label={t('login.code')}
        value={form.code}
        onInput={set('code')}
        type="number"
        maxlength={8}
        extra={<SendCodeButton mobile={form.mobile} send={identity.sendRegistrationCode} onNotice={setNotice} />}
      />
      <Field id="name" label={t('mini.name')} value={form.name} onInput={set('name')} maxlength={REGISTRATION_NAME_MAX} />
      <Field id="workunit" label={t('mini.workunit')} value={form.workunit} onInput={set('workunit')} maxlength={COMPANY_NAME_FORM_MAX} />
      <Field id="workno" label={t('mini.workno')} value={form.workno} onInput={set('workno')} maxlength={JOB_TITLE_MAX} />
      <RegistrationAvatar avatar={avatar} onChange={setAvatar} onNotice={setNotice} />
      <AgreementCheck checked={form.agreed} onChange={(agreed) => setForm((current) => ({ ...current, agreed }))} />
      <View className="register__actions">
        <Button id="register-submit" className="primary-button" loading={busy} onClick={() => void submit()}>
          {t('mini.submit')}
        </Button>
        <Button id="register-give-up" className="plain-button" onClick={() => void giveUp(t)}>
          {t('mini.giveUp')}
        </Button>
      </View>
      {/* The avatar picker is a privacy-listed call: its first use asks for the privacy guide. */}
      <PrivacyPopup />
    </View>
  )
}
