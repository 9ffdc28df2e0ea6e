import { useState } from 'react'
import { Button, Text, View } from '@tarojs/components'
import { VERSION_LABEL } from '@peilian/shared'
import { LanguageSwitch } from '../../components/LanguageSwitch'
import { SignInEntry } from '../../components/SignInEntry'
import { usePageChrome } from '../../hooks/usePageChrome'
import { useTranslate } from '../../hooks/useTranslate'
import { openFaqDrill, openPracticeList } from '../../lib/navigation'
import { identity } from '../../services/app'
import { useSession } from '../../stores/session'
import { MyFigures } from './MyFigures'
import './index.css'

export default function PersonalCentre() {
  const t = useTranslate()
  const name = useSession((state) => state.user?.name)
  const userId = useSession((state) => state.user?.id)
  const [leaving, setLeaving] = useState(false)
  usePageChrome('nav.personalCentre')

  async function logout(): Promise<void> {
    if (leaving) return
    setLeaving(true)
    await identity.logout()
    setLeaving(false)
  }

  return (
    <View className="mine">
      <Text className="mine__title">{name ?? t('learner.mineTitle')}</Text>
      {name === undefined && <SignInEntry />}
      {userId !== undefined && <MyFigures userId={userId} />}
      <View className="mine__section">
        <Text className="mine__label">{t('language.label')}</Text>
        <LanguageSwitch />
      </View>
      {name !== undefined && (
        <View id="practice-entry" className="mine__section" onClick={() => void openPracticeList()}>
          <Text className="mine__label">{t('practiceLearner.entry')}</Text>
        </View>
      )}
      {name !== undefined && (
        // The child type's name: its zh-CN text is in the main package, the quick Q&A strings are not.
        <View id="faq-entry" className="mine__section" onClick={() => void openFaqDrill()}>
          <Text className="mine__label">{t('tasks.childType.faq')}</Text>
        </View>
      )}
      {name !== undefined && (
        <Button id="logout" className="mine__logout" loading={leaving} onClick={() => void logout()}>
          {t('nav.logout')}
        </Button>
      )}
      <Text className="mine__version">{t('app.versionLabel', { version: VERSION_LABEL })}</Text>
    </View>
  )
}
