import { Text, View } from '@tarojs/components'
import type { MessageKey } from '@peilian/shared'
import { useTranslate } from '../hooks/useTranslate'
import { openTerms } from '../lib/navigation'
import { openPrivacyContract } from '../lib/privacy'
import './form.css'

/** A document's name in the agreement line: opens it without ticking the box. */
function DocumentLink({ id, label, open }: { id: string; label: MessageKey; open(): void }) {
  const t = useTranslate()
  return (
    <Text
      id={id}
      className="agreement__link"
      onClick={(event) => {
        event.stopPropagation()
        open()
      }}
    >
      {t(label)}
    </Text>
  )
}

/**
 * The agreement tick box; the whole line toggles it (a small box is hard to hit). 《用户协议》 opens
 * the terms page, 《隐私保护指引》 WeChat's privacy guide of the mini-program.
 */
export function AgreementCheck({ checked, onChange }: { checked: boolean; onChange(checked: boolean): void }) {
  const t = useTranslate()
  return (
    <View id="agreement" className="agreement" onClick={() => onChange(!checked)}>
      <View className={checked ? 'agreement__box agreement__box--checked' : 'agreement__box'}>
        <Text>{checked ? '✓' : ''}</Text>
      </View>
      <Text>{t('login.agreePrefix')}</Text>
      <DocumentLink id="terms-link" label="login.userAgreement" open={() => void openTerms()} />
      <Text>{t('login.and')}</Text>
      <DocumentLink id="privacy-policy" label="login.privacyGuide" open={openPrivacyContract} />
    </View>
  )
}
