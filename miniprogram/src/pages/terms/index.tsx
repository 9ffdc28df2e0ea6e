import { Button, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { TERMS_PARAGRAPHS } from '@peilian/shared'
import { usePageChrome } from '../../hooks/usePageChrome'
import { useTranslate } from '../../hooks/useTranslate'
import './index.css'

/**
 * The user agreement and privacy policy (shared's `terms`, the text of the PWA's clause page),
 * opened from the agreement line of the sign-in and registration pages; reading it ticks nothing.
 */
export default function Terms() {
  const t = useTranslate()
  usePageChrome('terms.title')
  return (
    <View className="terms">
      <Text className="terms__title">{t('terms.title')}</Text>
      {TERMS_PARAGRAPHS.map((key) => (
        <Text key={key} id={key.replace('.', '-')} className="terms__text">
          {t(key)}
        </Text>
      ))}
      <Button id="terms-read" className="terms__read" onClick={() => void Taro.navigateBack()}>
        {t('terms.read')}
      </Button>
    </View>
  )
}
