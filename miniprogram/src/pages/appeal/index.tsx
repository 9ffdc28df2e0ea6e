import { useEffect } from 'react'
import { Button, Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { appealStatusKey, isAppealUnread, learnerAppealStatus, zonedDay, type Appeal } from '@peilian/shared'
import { useStore } from 'zustand'
import { Notice } from '../../components/Notice'
import { Watermark } from '../../components/Watermark'
import { usePageChrome } from '../../hooks/usePageChrome'
import { useTranslate } from '../../hooks/useTranslate'
import { openAppeal } from '../../lib/navigation'
import { myAppealsOf } from '../../services/appeals'
import { messageOf } from '../../services/messages'
import { useSession, useTimeZone } from '../../stores/session'
import '../../components/training.css'
import './appeal.css'

function AppealRow({ appeal }: { appeal: Appeal }) {
  const t = useTranslate()
  const zone = useTimeZone()
  return (
    <View id={`appeal-${appeal.id}`} className="appeal-row" ariaRole="button" onClick={() => void openAppeal(appeal.id)}>
      <View className="appeal-row__main">
        <Text className="appeal-row__title">{appeal.recordtitle || t(`appeals.type.${appeal.type}`)}</Text>
        <Text className="appeal-row__meta">
          {t(`appeals.type.${appeal.type}`)} · {zonedDay(appeal.createdate, zone)}
        </Text>
      </View>
      {isAppealUnread(appeal) && (
        <Text id={`appeal-unread-${appeal.id}`} className="appeal-dot">
          {t('appeals.learner.unread')}
        </Text>
      )}
      <Text id={`appeal-status-${appeal.id}`} className="appeal-row__status" data-status={learnerAppealStatus(appeal.status)}>
        {t(appealStatusKey(appeal.status))}
      </Text>
    </View>
  )
}

/** 我的申诉: every appeal, newest first, with its status and whether a reply waits unread; the next page at the bottom. */
export default function MyAppeals() {
  const t = useTranslate()
  const userId = useSession((state) => state.user?.id ?? '')
  const store = myAppealsOf(userId)
  const { rows, unread, page, failure, load, more } = useStore(store)
  usePageChrome('appeals.learner.mine')
  useEffect(() => void store.getState().load(), [store])
  useReachBottom(() => void store.getState().more())

  return (
    <View className="appeal-page">
      {unread > 0 && (
        <Text id="appeals-unread" className="appeal-unread">
          {t('appeals.learner.unreadCount', { count: unread })}
        </Text>
      )}
      {rows.map((appeal) => (
        <AppealRow key={appeal.id} appeal={appeal} />
      ))}
      {page > 0 && rows.length === 0 && <Text className="empty">{t('appeals.learner.mineEmpty')}</Text>}
      {page === 0 && !failure && <Text className="empty">{t('app.loading')}</Text>}
      {failure && (
        <>
          <Notice id="appeals-failed" text={messageOf(t, failure.error, 'appeals.learner.loadFailed')} />
          <Button id="appeals-retry" className="secondary-action" onClick={() => void (page === 0 ? load() : more())}>
            {t('appeals.learner.retry')}
          </Button>
        </>
      )}
      <Watermark />
    </View>
  )
}
