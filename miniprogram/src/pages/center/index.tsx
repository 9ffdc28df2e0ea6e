import { Text, View } from '@tarojs/components'
import { SignInEntry } from '../../components/SignInEntry'
import { usePageChrome } from '../../hooks/usePageChrome'
import { useTranslate } from '../../hooks/useTranslate'
import { useSession } from '../../stores/session'
import './index.css'

export default function TrainingCentre() {
  const t = useTranslate()
  const signedIn = useSession((state) => state.user !== null)
  usePageChrome('nav.trainingCentre')
  return (
    <View className='centre'>
      <Text className='centre__title'>{t('learner.centreTitle')}</Text>
      {signedIn ? <Text className='centre__empty'>{t('learner.centreEmpty')}</Text> : <SignInEntry />}
    </View>
  )
}
