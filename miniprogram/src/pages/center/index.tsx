import { Text, View } from '@tarojs/components'
import { usePageChrome } from '../../hooks/usePageChrome'
import { useTranslate } from '../../hooks/useTranslate'
import './index.css'

export default function TrainingCentre() {
  const t = useTranslate()
  usePageChrome('nav.trainingCentre')
  return (
    <View className='centre'>
      <Text className='centre__title'>{t('learner.centreTitle')}</Text>
      <Text className='centre__empty'>{t('learner.centreEmpty')}</Text>
    </View>
  )
}
