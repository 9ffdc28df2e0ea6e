import { useState } from 'react'
import { Button, Text, View } from '@tarojs/components'
import { isDealerUser, VERSION_LABEL } from '@peilian/shared'
import { LanguageSwitch } from '../../components/LanguageSwitch'
import { PrivacyPopup } from '../../components/PrivacyPopup'
import { SignInEntry } from '../../components/SignInEntry'
import { Watermark } from '../../components/Watermark'
import { usePageChrome } from '../../hooks/usePageChrome'
import { useTranslate } from '../../hooks/useTranslate'
import { openAssistant, openCheckin, openFaqDrill, openMyAppeals, openNotices, openPracticeList, openRanking } from '../../lib/navigation'
import { identity } from '../../services/app'
import { useSession } from '../../stores/session'
import { AppealsEntry } from './AppealsEntry'
import { useNoticesLive } from '../../hooks/useNoticesLive'
import { noticeCount } from '../../services/noticeCount'
import { useStore } from 'zustand'
import { MyFigures } from './MyFigures'
import { ProfileCard } from './ProfileCard'
import { VoiceprintCard } from './VoiceprintCard'
import './index.css'

/** An entry to another page: a row with an arrow, and a count when one is given (its words in `counted`). */
function Entry({ id, label, open, count = 0, counted = '' }: { id: string; label: string; open: () => Promise<unknown>; count?: number; counted?: string }) {
  return (
    <View id={id} className="mine__entry" ariaRole="button" ariaLabel={count > 0 ? `${label} ${counted}` : label} onClick={() => void open()}>
      <Text>{label}</Text>
      {count > 0 && (
        <Text id={`${id}-count`} className="mine__badge">
          {count}
        </Text>
      )}
      <Text className="mine__arrow">›</Text>
    </View>
  )
}

/** The personal centre tab: the profile, the learner's own figures, the voiceprint, language, entries and logout. */
export default function PersonalCentre() {
  const t = useTranslate()
  const user = useSession((state) => state.user)
  const [leaving, setLeaving] = useState(false)
  usePageChrome('nav.personalCentre')
  useNoticesLive(Boolean(user))
  const unread = useStore(noticeCount, (state) => state.unread)

  async function logout(): Promise<void> {
    if (leaving) return
    setLeaving(true)
    await identity.logout()
    setLeaving(false)
  }

  return (
    <View className="mine">
      {user ? <ProfileCard user={user} /> : <Text className="mine__title">{t('learner.mineTitle')}</Text>}
      {!user && <SignInEntry />}
      {user && <MyFigures userId={user.id} />}
      {/* Keyed by user: the next learner never sees the last one's voiceprint while theirs loads. */}
      {user && <VoiceprintCard key={user.id} />}
      <View className="mine__section">
        <Text className="mine__label">{t('language.label')}</Text>
        <LanguageSwitch />
      </View>
      {user && (
        <View className="mine__section">
          <Entry id="practice-entry" label={t('practiceLearner.entry')} open={openPracticeList} />
          {/* The child type's name: its zh-CN text is in the main package, the quick Q&A strings are not. */}
          <Entry id="faq-entry" label={t('tasks.childType.faq')} open={openFaqDrill} />
          <Entry id="notices-entry" label={t('notices.mine')} open={openNotices} count={unread} counted={t('notices.unreadCount', { count: unread })} />
          <AppealsEntry userId={user.id} open={openMyAppeals} />
          <Entry id="ranking-entry" label={t('learnerTraining.mine.ranking')} open={openRanking} />
          <Entry id="checkin-entry" label={t('checkin.entry')} open={() => openCheckin()} />
          {isDealerUser(user) && <Entry id="assistant-entry" label={t('assistant.entry')} open={openAssistant} />}
        </View>
      )}
      {user && (
        <Button id="logout" className="mine__logout" loading={leaving} onClick={() => void logout()}>
          {t('nav.logout')}
        </Button>
      )}
      <Text className="mine__version">{t('app.versionLabel', { version: VERSION_LABEL })}</Text>
      <Watermark />
      {/* The avatar picker is a privacy-listed call: its first use asks for the privacy guide. */}
      <PrivacyPopup />
    </View>
  )
}
