import { useState } from 'react'
import { Button, Text, View } from '@tarojs/components'
import { MOBILE_LENGTH, type VoiceprintStore } from '@peilian/shared'
import { Field } from '../../../components/Field'
import { Notice } from '../../../components/Notice'
import { SendCodeButton } from '../../../components/SendCodeButton'
import { useTranslate } from '../../../hooks/useTranslate'
import { identity } from '../../../services/app'
import { useCaptchaCode } from '../../login/useCaptchaCode'
import { noticeText, useVoiceprintValue } from './useVoiceprintRegistration'

type Way = 'password' | 'sms'
const WAYS = [
  { way: 'password', key: 'voiceprint.byPassword' },
  { way: 'sms', key: 'voiceprint.bySms' },
] as const

/** The password, or the mobile number with the login's SMS code (its 60 s lock, and the captcha the server may ask for first). */
function SmsFields({ form, set }: { form: { mobile: string; code: string }; set: (field: 'mobile' | 'code') => (value: string) => void }) {
  const t = useTranslate()
  const [notice, setNotice] = useState<string | null>(null)
  const { send, captcha } = useCaptchaCode((mobile, answer) => identity.sendLoginCode(mobile, answer))
  return (
    <View>
      <Field id="vpr-mobile" label={t('login.mobile')} value={form.mobile} onInput={set('mobile')} type="number" maxlength={MOBILE_LENGTH} />
      {captcha}
      <Field
        id="vpr-code"
        label={t('login.code')}
        value={form.code}
        onInput={set('code')}
        type="number"
        maxlength={8}
        extra={<SendCodeButton mobile={form.mobile} send={send} onNotice={setNotice} />}
      />
      <Notice id="vpr-code-notice" text={notice} />
    </View>
  )
}

/** Registration's identity check (learner §5): by password or by mobile + SMS code; a refusal stays here with the server's words. */
export function ConfirmStep({ store }: { store: VoiceprintStore }) {
  const t = useTranslate()
  const validating = useVoiceprintValue(store, (state) => state.phase === 'validating')
  const notice = useVoiceprintValue(store, (state) => state.notice)
  const [way, setWay] = useState<Way>('password')
  const [form, setForm] = useState({ password: '', mobile: '', code: '' })
  const set = (field: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [field]: value }))
  const submit = () => {
    const body = way === 'password' ? { pwd: form.password } : { mobile: form.mobile.trim(), code: form.code.trim(), msgtype: 'sms' as const }
    void store.getState().validate(body)
  }
  return (
    <View className="vpr__step">
      <Text className="vpr__title">{t('voiceprint.confirmTitle')}</Text>
      <View className="vpr__ways">
        {WAYS.map((item) => (
          <Button
            key={item.way}
            id={`vpr-by-${item.way}`}
            className={`vpr__way${way === item.way ? ' vpr__way--on' : ''}`}
            ariaLabel={t(item.key)}
            onClick={() => setWay(item.way)}
          >
            {t(item.key)}
          </Button>
        ))}
      </View>
      {way === 'password' ? (
        <Field id="vpr-password" label={t('login.password')} value={form.password} onInput={set('password')} password maxlength={64} />
      ) : (
        <SmsFields form={form} set={set} />
      )}
      <Notice id="vpr-notice" text={noticeText(notice, t)} />
      <Button
        id="vpr-confirm"
        className="vpr__action vpr__action--primary"
        loading={validating}
        disabled={validating}
        ariaLabel={t('voiceprint.confirm')}
        onClick={submit}
      >
        {t('voiceprint.confirm')}
      </Button>
    </View>
  )
}
