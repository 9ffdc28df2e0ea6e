import { useEffect } from 'react'
import { Button, Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { isNoticeUnread, noticePushSchema, noticeText, noticeTitleKey, zonedTimeText, type Notice as NoticeRow } from '@peilian/shared'
import { noticesZhCN } from '@peilian/shared/i18n/zhCNSections'
import { useStore } from 'zustand'
import { Notice } from '../../components/Notice'
import { Watermark } from '../../components/Watermark'
import { usePageChrome } from '../../hooks/usePageChrome'
import { useTranslate } from '../../hooks/useTranslate'
import { messageOf } from '../../services/messages'
import { i18n } from '../../services/i18nStore'
import { holdLive, setUnread } from '../../services/noticeCount'
import { useSession, useTimeZone } from '../../stores/session'
import { FollowSection } from './FollowSection'
import { noticesOf } from './noticesApi'
import '../../components/training.css'
import './notices.css'

i18n.registerZhCN('training', { notices: noticesZhCN })

function Row({ notice, open }: { notice: NoticeRow; open: () => void }) {
  const t = useTranslate()
  const zone = useTimeZone()
  const unread = isNoticeUnread(notice)
  return (
    <View id={`notice-${notice.id}`} className={unread ? 'notice-row notice-row--unread' : 'notice-row'} ariaRole="button" onClick={open}>
      <View className="notice-row__head">
        <Text className="notice-row__title">{t(noticeTitleKey(notice))}</Text>
        {unread && (
          <Text id={`notice-unread-${notice.id}`} className="notice-row__tag">
            {t('notices.unreadTag')}
          </Text>
        )}
      </View>
      <Text id={`notice-text-${notice.id}`} className="notice-row__text">
        {noticeText(t, notice)}
      </Text>
      <Text className="notice-row__time">{zonedTimeText(notice.createdate, zone)}</Text>
    </View>
  )
}

/** 消息通知: every notice, newest first, live while open; one read by opening it, or all at once; the follow QR. */
export default function Notices() {
  const t = useTranslate()
  const userId = useSession((state) => state.user?.id ?? '')
  const store = noticesOf(userId)
  const { rows, unread, page, failure, load, more } = useStore(store)
  usePageChrome('notices.title')
  useReachBottom(() => void store.getState().more())
  useEffect(() => {
    void store.getState().load()
    // The main package's live connection: each push parsed here, where the schema is.
    return holdLive((payload) => {
      const push = noticePushSchema.safeParse(payload)
      if (push.success) store.getState().receive(push.data.notice, push.data.unread)
    })
  }, [store])
  // The personal centre's row and the tab's badge follow what this page learns.
  useEffect(() => setUnread({ unread }), [unread])

  const read = (id: string) =>
    void store
      .getState()
      .read(id)
      .catch(() => undefined)
  return (
    <View className="notices">
      <FollowSection />
      {page > 0 && rows.length > 0 && (
        <View className="notices__bar">
          <Text id="notices-unread">{t('notices.unreadCount', { count: unread })}</Text>
          <Button
            id="notices-read-all"
            className="secondary-action"
            disabled={unread === 0}
            onClick={() =>
              void store
                .getState()
                .readAll()
                .catch(() => undefined)
            }
          >
            {t('notices.readAll')}
          </Button>
        </View>
      )}
      {rows.map((notice) => (
        <Row key={notice.id} notice={notice} open={() => read(notice.id)} />
      ))}
      {page > 0 && rows.length === 0 && <Text className="empty">{t('notices.empty')}</Text>}
      {page === 0 && !failure && <Text className="empty">{t('app.loading')}</Text>}
      {failure && (
        <>
          <Notice id="notices-failed" text={messageOf(t, failure.error, 'notices.loadFailed')} />
          <Button id="notices-retry" className="secondary-action" onClick={() => void (page === 0 ? load() : more())}>
            {t('common.retry')}
          </Button>
        </>
      )}
      <Watermark />
    </View>
  )
}
