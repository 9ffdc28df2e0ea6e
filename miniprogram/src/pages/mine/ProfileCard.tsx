import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { ApiError, profileRows, profileSummary, type StoredUser } from '@peilian/shared'
import { useStore } from 'zustand'
import { AvatarButton } from '../../components/AvatarButton'
import { useTranslate } from '../../hooks/useTranslate'
import { assetUrl } from '../../lib/config'
import { toast } from '../../lib/feedback'
import { uploadImage } from '../../services/uploads'
import { profileStoreOf } from './profile'

/**
 * The personal centre's profile (`GET api/trainning/v3/mine`, asked each time the page shows):
 * avatar, name, organisation · department, learning time, then account, position, role, level,
 * experience, stars, completed packages and the badges held (by name); the stored user's summary
 * until it comes, and offline.
 * A new avatar comes from WeChat's avatar picker, is uploaded and saved as the learner's own.
 */
export function ProfileCard({ user }: { user: StoredUser }) {
  const t = useTranslate()
  const store = profileStoreOf(user.id)
  const profile = useStore(store, (state) => state.profile)
  const [percent, setPercent] = useState<number | null>(null)
  useDidShow(() => void store.getState().load())
  const summary = profileSummary(profile, user)

  async function changeAvatar(filePath: string): Promise<void> {
    setPercent(0)
    try {
      await store.getState().saveAvatar(await uploadImage(filePath, 'avatar', setPercent))
      toast(t('learnerTraining.mine.avatarUpdated'))
    } catch (error) {
      // A refusal says why (too large, not an image); anything else is the spec's network message.
      toast(error instanceof ApiError && error.errmsg ? error.errmsg : t('register.uploadFailed'))
    } finally {
      setPercent(null)
    }
  }

  return (
    <View className="mine__profile">
      <View className="mine__header">
        <AvatarButton
          id="mine-avatar"
          src={assetUrl(summary.avatar)}
          busy={percent !== null}
          hint={percent === null ? t('learnerTraining.mine.changeAvatar') : t('learnerTraining.mine.uploading', { percent })}
          onChosen={(filePath) => void changeAvatar(filePath)}
        />
        <View className="mine__who">
          <Text id="mine-name" className="mine__title">
            {summary.name}
          </Text>
          <Text id="mine-org" className="mine__org">
            {summary.organisation}
          </Text>
        </View>
      </View>
      <View className="card">
        <View className="mine__row">
          <Text className="mine__row-label">{t('learner.learningTime')}</Text>
          <Text id="mine-learning-time">{summary.learningTime}</Text>
        </View>
        {profileRows(t, profile, user).map((row) => (
          <View key={row.id} className="mine__row">
            <Text className="mine__row-label">{row.label}</Text>
            <Text id={`mine-${row.id}`}>{row.value}</Text>
          </View>
        ))}
        {profile?.badges.length ? (
          <View className="mine__row">
            <Text className="mine__row-label">{t('profile.badges')}</Text>
            <Text id="mine-badges">{profile.badges.map((badge) => badge.name).join(' · ')}</Text>
          </View>
        ) : null}
      </View>
    </View>
  )
}
