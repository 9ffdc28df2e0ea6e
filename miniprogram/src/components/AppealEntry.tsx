import { useEffect, useState } from 'react'
import { Button, Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { appealDueShown, appealRefusalKey, appealStatusKey, createAppealRecordStore, learnerAppealStatus, type AppealType } from '@peilian/shared'
import { useStore } from 'zustand'
import { useTranslate } from '../hooks/useTranslate'
import { openAppeal, openAppealForm } from '../lib/navigation'
import { appealsApi, appealStorage } from '../services/appeals'
import { useSession } from '../stores/session'
import './appeal.css'

/**
 * The 申诉 entry of a scored record (a practice report, an exam result, a drill's summary): the
 * button that opens the form (the appeal subpackage's `form` page), or once made the appeal's status
 * in its place, which opens it. Read again whenever the page shows (back from the form). A record
 * without a score shows nothing.
 */
export function AppealEntry({ type, recordid }: { type: AppealType; recordid: string }) {
  const t = useTranslate()
  const userId = useSession((state) => state.user?.id ?? '')
  const [store] = useState(() => createAppealRecordStore({ type, recordid, calls: appealsApi, storage: appealStorage(userId) }))
  const { phase, appeal, refusal, load } = useStore(store)
  useEffect(() => void store.getState().load(), [store])
  useDidShow(() => {
    if (store.getState().phase !== 'loading') void store.getState().load()
  })

  if (phase === 'failed')
    return (
      <View className="appeal-entry appeal-entry--row">
        <Text>{t('appeals.learner.loadFailed')}</Text>
        <Button id="appeal-retry" className="touch-mini" size="mini" onClick={() => void load()}>
          {t('appeals.learner.retry')}
        </Button>
      </View>
    )
  if (appeal)
    return (
      <View
        id="appeal-status"
        className="appeal-entry appeal-status"
        ariaRole="button"
        data-status={learnerAppealStatus(appeal.status)}
        onClick={() => void openAppeal(appeal.id)}
      >
        <Text>
          {t('appeals.learner.statusLabel')}：<Text id="appeal-status-text">{t(appealStatusKey(appeal.status))}</Text>
        </Text>
        {appealDueShown(appeal) && <Text className="appeal-meta">{t('appeals.learner.dueBy', { date: appeal.duedate })}</Text>}
        <Text className="appeal-link">{t('appeals.learner.view')} ›</Text>
      </View>
    )
  if (phase !== 'ready') return null
  if (refusal !== null) {
    const key = appealRefusalKey(refusal)
    return key ? <Text className="appeal-entry appeal-meta">{t(key)}</Text> : null
  }
  return (
    <Button id="appeal-open" className="secondary-action" onClick={() => void openAppealForm(type, recordid)}>
      {t('appeals.learner.entry')}
    </Button>
  )
}
