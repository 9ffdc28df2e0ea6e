import { Image, Text, View } from '@tarojs/components'
import { CAPTCHA } from '@peilian/shared'
import { Field } from '../../components/Field'
import { useTranslate } from '../../hooks/useTranslate'
import './CaptchaField.css'

interface CaptchaFieldProps {
  value: string
  onInput(value: string): void
  /** The captcha as a data URI; null while loading or after a failed load. */
  image: string | null
  onRefresh(): void
}

/**
 * The graphic captcha of the account tab (spec §2.2), and of an SMS code the server will only send
 * with one (`useCaptchaCode`): 4 characters; tapping the image draws a new one.
 */
export function CaptchaField({ value, onInput, image, onRefresh }: CaptchaFieldProps) {
  const t = useTranslate()
  return (
    <View className="captcha">
      <Field
        id="captcha"
        label={t('login.captcha')}
        value={value}
        onInput={onInput}
        maxlength={CAPTCHA.length}
        extra={
          <View id="captcha-image" className="captcha__image" onClick={onRefresh}>
            {image && <Image id="captcha-picture" className="captcha__picture" src={image} mode="aspectFit" />}
          </View>
        }
      />
      <Text id="captcha-refresh" className="captcha__refresh" onClick={onRefresh}>
        {t('login.captchaRefresh')}
      </Text>
    </View>
  )
}
