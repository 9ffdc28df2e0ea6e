import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useStore } from 'zustand'
import { useTranslate } from '../../hooks/useTranslate'
import { myAppealsOf } from '../../services/appeals'

/** The personal centre's 我的申诉 row, with the count of replies not yet opened (how the learner hears an appeal was answered). */
export function AppealsEntry({ userId, open }: { userId: string; open: () => Promise<unknown> }) {
  const t = useTranslate()
  const store = myAppealsOf(userId)
  const unread = useStore(store, (state) => state.unread)
  useDidShow(() => void store.getState().load())
  const label = t('appeals.learner.mine')
  return (
    <View
      id="appeals-entry"
      className="mine__entry"
      ariaRole="button"
      ariaLabel={unread > 0 ? `${label} ${t('appeals.learner.unreadCount', { count: unread })}` : label}
      onClick={() => void open()}
    >
      <Text>{label}</Text>
      {unread > 0 && (
        <Text id="appeals-unread-badge" className="mine__badge">
          {unread}
        </Text>
      )}
      <Text className="mine__arrow">›</Text>
    </View>
  )
}
