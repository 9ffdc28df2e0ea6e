import { Text, View } from '@tarojs/components'
import { VERSION_LABEL } from '@peilian/shared'
import { LanguageSwitch } from '../../components/LanguageSwitch'
import { usePageChrome } from '../../hooks/usePageChrome'
import { useTranslate } from '../../hooks/useTranslate'
import { useSession } from '../../stores/session'
import './index.css'

export default function PersonalCentre() {
  const t = useTranslate()
  const name = useSession((state) => state.user?.name)
  usePageChrome('nav.personalCentre')
  return (
    <View className='mine'>
      <Text className='mine__title'>{name ?? t('learner.mineTitle')}</Text>
      <View className='mine__section'>
        <Text className='mine__label'>{t('language.label')}</Text>
        <LanguageSwitch />
      </View>
      <Text className='mine__version'>{t('app.versionLabel', { version: VERSION_LABEL })}</Text>
    </View>
  )
}
