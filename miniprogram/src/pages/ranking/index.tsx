import { useEffect, type ReactNode } from 'react'
import { Button, Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { createRankingStore, hasMoreRanking, type RankingState, type RankingStore } from '@peilian/shared'
import { useStore } from 'zustand'
import { Watermark } from '../../components/Watermark'
import { usePageChrome } from '../../hooks/usePageChrome'
import { useTranslate } from '../../hooks/useTranslate'
import { rankingApi } from '../../services/ranking'
import { messageOf } from '../../services/messages'
import { useSession } from '../../stores/session'
import { RankRow } from './RankRow'
import './index.css'

let kept: { userId: string; store: RankingStore } | undefined

/** One ranking store per signed-in learner, so the next learner never sees the last one's row. */
function storeOf(userId: string): RankingStore {
  if (kept?.userId !== userId) kept = { userId, store: createRankingStore(rankingApi.ranking) }
  return kept.store
}

/** The learner's own row, then every ranked learner, with the further pages' loading, failure and end. */
function RankingList({ state, retry }: { state: RankingState; retry: ReactNode }) {
  const t = useTranslate()
  return (
    <View className="ranking">
      <Text className="ranking__label">{t('learnerTraining.ranking.me')}</Text>
      {state.me ? <RankRow id="ranking-me" row={state.me} mine /> : <Text className="ranking__note">{t('learnerTraining.ranking.unranked')}</Text>}
      <Text className="ranking__label">
        {[
          t('learnerTraining.ranking.rank'),
          t('learnerTraining.ranking.name'),
          t('learnerTraining.ranking.department'),
          t('learnerTraining.ranking.learningTime'),
        ].join(' · ')}
      </Text>
      {/* Ids by place in the list: learners with the same time share a rank. */}
      {state.rows.map((row, index) => (
        <RankRow key={row.userid} id={`ranking-${index + 1}`} row={row} mine={row.userid === state.me?.userid} />
      ))}
      {state.rows.length === 0 && <Text className="ranking__note">{t('learnerTraining.ranking.empty')}</Text>}
      {state.failure?.more && (
        <View id="ranking-more-failed" className="ranking__note">
          <Text>{messageOf(t, state.failure.error, 'errors.unknown')}</Text>
          {retry}
        </View>
      )}
      {state.loadingMore && <Text className="ranking__note">{t('app.loading')}</Text>}
      {!hasMoreRanking(state) && state.rows.length > 0 && (
        <Text id="ranking-end" className="ranking__note">
          {t('learnerTraining.ranking.noMore')}
        </Text>
      )}
      <Watermark />
    </View>
  )
}

/**
 * The organisation's ranking (`GET api/trainning/v3/ranking`), from the personal centre: the
 * learner's own row, then every learner by learning time, a further page each time the list reaches
 * its bottom; the organisation may hide it. A failure offers a retry.
 */
export default function Ranking() {
  const t = useTranslate()
  usePageChrome('learnerTraining.ranking.title')
  const store = storeOf(useSession((state) => state.user?.id ?? ''))
  const state = useStore(store)
  useEffect(() => void store.getState().load(), [store])
  useReachBottom(() => void store.getState().loadMore())

  const retry = (
    <Button
      id="ranking-retry"
      className="touch-mini"
      size="mini"
      onClick={() => void (state.failure?.more ? store.getState().loadMore() : store.getState().load())}
    >
      {t('common.retry')}
    </Button>
  )
  if (state.status === 'idle' || state.status === 'loading') return <Text className="ranking__note">{t('app.loading')}</Text>
  if (state.status === 'failed') {
    return (
      <View id="ranking-failed" className="ranking__note">
        <Text>{messageOf(t, state.failure?.error, 'errors.unknown')}</Text>
        {retry}
      </View>
    )
  }
  if (state.visible === 0)
    return (
      <Text id="ranking-hidden" className="ranking__note">
        {t('tasks.ranking.hidden')}
      </Text>
    )

  return <RankingList state={state} retry={retry} />
}
