import { Button, Text, View } from '@tarojs/components'
import { useTranslate } from '../../hooks/useTranslate'
import { goBack } from '../../lib/navigation'

/** After submitting: review pending, an SMS follows on approval (spec §2.6 registration-submitted). */
export function Submitted() {
  const t = useTranslate()
  return (
    <View className="submitted">
      <View className="submitted__mark">
        <Text>✓</Text>
      </View>
      <Text className="submitted__text">{t('mini.submitted')}</Text>
      <Button id="registration-done" className="plain-button" onClick={() => void goBack()}>
        {t('common.close')}
      </Button>
    </View>
  )
}
