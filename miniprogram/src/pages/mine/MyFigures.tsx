import { Button, Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { createMyReportStore, figureRows, RESULT_KIND_KEYS, resultTimeText, scoreText, type MyReportStore } from '@peilian/shared'
import { useStore } from 'zustand'
import { useTranslate } from '../../hooks/useTranslate'
import { useTimeZone } from '../../stores/session'
import { learnerApi } from '../../services/app'
import '../../components/training.css'

let kept: { userId: string; store: MyReportStore } | undefined

/**
 * One store per signed-in learner: the mini-program keeps its JavaScript across a logout and the
 * next sign-in, and the next learner must never see the last one's figures while theirs load.
 */
function storeOf(userId: string): MyReportStore {
  if (kept?.userId !== userId) kept = { userId, store: createMyReportStore(learnerApi.training.myReport) }
  return kept.store
}

/**
 * The learner's own figures and recent results (docs/reports.md "The learner's own figures"),
 * asked for each time the personal centre shows, so a drill just finished is in them. The rest of
 * the page does not wait; a failure offers a retry over what was shown before.
 */
export function MyFigures({ userId }: { userId: string }) {
  const t = useTranslate()
  const zone = useTimeZone()
  const store = storeOf(userId)
  const report = useStore(store, (state) => state.report)
  const failed = useStore(store, (state) => state.status === 'failed')
  useDidShow(() => void store.getState().load())

  return (
    <View id="my-figures" className="mine__section">
      <Text className="mine__label">{t('learnerTraining.figures.title')}</Text>
      {failed && (
        <View id="my-figures-failed" className="card__row">
          <Text className="card__lock">{t('learnerTraining.figures.failed')}</Text>
          <Button id="my-figures-retry" className="touch-mini" size="mini" onClick={() => void store.getState().load()}>
            {t('common.retry')}
          </Button>
        </View>
      )}
      {report && (
        <View className="card">
          {figureRows(t, report).map((row) => (
            <View key={row.id} className="card__row">
              <Text className="card__meta">{row.label}</Text>
              <Text id={`figure-${row.id}`}>{row.value}</Text>
            </View>
          ))}
        </View>
      )}
      {report && <Text className="mine__label">{t('learnerTraining.figures.recent')}</Text>}
      {report?.recent.length === 0 && <Text id="my-recent-none">{t('learnerTraining.figures.none')}</Text>}
      {report?.recent.map((result, index) => (
        <View key={`${result.kind}-${result.at}`} id={`my-recent-${index}`} className="card">
          <View className="card__row">
            <Text className="card__title">{result.title}</Text>
            <Text className="tag">{t(RESULT_KIND_KEYS[result.kind])}</Text>
          </View>
          <Text className="card__meta">{`${scoreText(t, result.score)} · ${resultTimeText(result.at, zone)}`}</Text>
        </View>
      ))}
    </View>
  )
}
