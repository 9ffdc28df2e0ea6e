import { Text, View } from '@tarojs/components'
import { useTranslate } from '../hooks/useTranslate'
import './form.css'

/** The privacy-agreement tick box; the whole line toggles it (a small box is hard to hit). */
export function AgreementCheck({ checked, onChange }: { checked: boolean; onChange(checked: boolean): void }) {
  const t = useTranslate()
  return (
    <View id="agreement" className="agreement" onClick={() => onChange(!checked)}>
      <View className={checked ? 'agreement__box agreement__box--checked' : 'agreement__box'}>
        <Text>{checked ? '✓' : ''}</Text>
      </View>
      <Text>{t('login.agreePrefix')}</Text>
      <Text className="agreement__link">{t('login.privacyPolicy')}</Text>
    </View>
  )
}
