import { Text, View } from '@tarojs/components'
import { useTranslate } from '../hooks/useTranslate'
import { openPrivacyContract } from '../lib/privacy'
import './form.css'

/** The privacy-agreement tick box; the whole line toggles it (a small box is hard to hit), the policy's name opens it. */
export function AgreementCheck({ checked, onChange }: { checked: boolean; onChange(checked: boolean): void }) {
  const t = useTranslate()
  return (
    <View id="agreement" className="agreement" onClick={() => onChange(!checked)}>
      <View className={checked ? 'agreement__box agreement__box--checked' : 'agreement__box'}>
        <Text>{checked ? '✓' : ''}</Text>
      </View>
      <Text>{t('login.agreePrefix')}</Text>
      <Text
        id="privacy-policy"
        className="agreement__link"
        onClick={(event) => {
          // Reading the policy does not tick the box.
          event.stopPropagation()
          openPrivacyContract()
        }}
      >
        {t('login.privacyPolicy')}
      </Text>
    </View>
  )
}
