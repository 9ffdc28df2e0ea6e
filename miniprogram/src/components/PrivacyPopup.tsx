import { Button, Text, View } from '@tarojs/components'
import { useTranslate } from '../hooks/useTranslate'
import { openPrivacyContract, PRIVACY_AGREE_BUTTON } from '../lib/privacy'
import { answerPrivacy, usePrivacyRequest } from '../stores/privacy'
import './PrivacyPopup.css'

/**
 * WeChat's privacy prompt (its "privacy guide" rules): shown when a call the rules list waits for
 * the learner's agreement, with the guide one tap away. A page that makes such a call renders it.
 */
export function PrivacyPopup() {
  const t = useTranslate()
  if (!usePrivacyRequest()) return null
  return (
    <View id="privacy-popup" className="privacy-popup">
      <View className="privacy-popup__sheet">
        <Text className="privacy-popup__title">{t('mini.privacy.title')}</Text>
        <Text className="privacy-popup__text">{t('mini.privacy.text')}</Text>
        <Text id="privacy-contract" className="privacy-popup__link" onClick={openPrivacyContract}>
          {t('mini.privacy.contract')}
        </Text>
        <View className="privacy-popup__actions">
          <Button id="privacy-disagree" className="privacy-popup__button" onClick={() => answerPrivacy(false)}>
            {t('mini.privacy.disagree')}
          </Button>
          <Button
            id={PRIVACY_AGREE_BUTTON}
            className="privacy-popup__button"
            type="primary"
            openType="agreePrivacyAuthorization"
            onAgreePrivacyAuthorization={() => answerPrivacy(true)}
          >
            {t('mini.privacy.agree')}
          </Button>
        </View>
      </View>
    </View>
  )
}
