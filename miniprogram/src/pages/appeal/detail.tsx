import { useEffect } from 'react'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { appealDueShown, appealItemLabels, appealScores, appealStatusKey, learnerAppealStatus, zonedTimeText, type Appeal } from '@peilian/shared'
import { useStore } from 'zustand'
import { Notice } from '../../components/Notice'
import { Watermark } from '../../components/Watermark'
import { usePageChrome } from '../../hooks/usePageChrome'
import { useTranslate } from '../../hooks/useTranslate'
import { myAppealsOf } from '../../services/appeals'
import { messageOf } from '../../services/messages'
import { useSession, useTimeZone } from '../../stores/session'
import '../../components/training.css'
import './appeal.css'

function Fact({ id, label, value }: { id?: string; label: string; value: string }) {
  return (
    <View className="appeal-fact">
      <Text className="appeal-fact__label">{label}</Text>
      <Text id={id} className="appeal-fact__value">
        {value}
      </Text>
    </View>
  )
}

function AppealFacts({ appeal }: { appeal: Appeal }) {
  const t = useTranslate()
  const zone = useTimeZone()
  const items = appealItemLabels(appeal)
  const scores = appealScores(appeal)
  return (
    <View className="card" data-status={learnerAppealStatus(appeal.status)}>
      <Fact label={t('appeals.learner.record')} value={`${t(`appeals.type.${appeal.type}`)} · ${appeal.recordtitle}`} />
      <Fact id="detail-status" label={t('appeals.learner.statusLabel')} value={t(appealStatusKey(appeal.status))} />
      <Fact id="detail-reason" label={t('appeals.learner.reason')} value={appeal.reason} />
      <Fact label={t('appeals.learner.items')} value={items.length > 0 ? items.join('、') : t('appeals.learner.wholeRecord')} />
      <Fact label={t('appeals.learner.createdAt')} value={zonedTimeText(appeal.createdate, zone)} />
      {appealDueShown(appeal) && <Fact id="detail-due" label={t('appeals.learner.dueDate')} value={appeal.duedate} />}
      <Fact id="detail-opinion" label={t('appeals.learner.opinion')} value={appeal.opinion || t('appeals.learner.noOpinion')} />
      {scores && (
        <Fact
          id="detail-scores"
          label={`${t('appeals.learner.scoreBefore')} → ${t('appeals.learner.scoreAfter')}`}
          value={t('appeals.learner.score', scores)}
        />
      )}
    </View>
  )
}

/** One appeal (`?id=`): reason, items, status, due day, reply and score before → after; opening it marks the reply read. */
export default function AppealDetail() {
  const t = useTranslate()
  const id = useRouter().params.id ?? ''
  const userId = useSession((state) => state.user?.id ?? '')
  const store = myAppealsOf(userId)
  const { opened, openFailure } = useStore(store)
  usePageChrome('appeals.learner.detailTitle')
  useEffect(() => void store.getState().open(id), [store, id])

  const appeal = opened?.id === id ? opened : null
  return (
    <View className="appeal-page">
      {appeal && <AppealFacts appeal={appeal} />}
      {!appeal && openFailure && <Notice id="detail-failed" text={messageOf(t, openFailure.error, 'appeals.learner.loadFailed')} />}
      {!appeal && !openFailure && <Text className="empty">{t('app.loading')}</Text>}
      <Watermark />
    </View>
  )
}
