import { useEffect } from 'react'
import { Button, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { checkinPhase, checkinPractice, CHILD_TASK_TYPES, createCheckinStore, type CheckinStore, type MyCheckin } from '@peilian/shared'
import { useStore } from 'zustand'
import { Watermark } from '../../components/Watermark'
import { usePageChrome } from '../../hooks/usePageChrome'
import { useTranslate } from '../../hooks/useTranslate'
import { openCheckin, openFaqDrill, openPracticeRoom } from '../../lib/navigation'
import { checkinApi } from '../../services/checkin'
import { messageOf } from '../../services/messages'
import { useSession } from '../../stores/session'
import { Calendar } from './Calendar'
import './index.css'

let kept: { userId: string; store: CheckinStore } | undefined

/** One check-in store per signed-in learner, so the next learner never sees the last one's days. */
function storeOf(userId: string): CheckinStore {
  if (kept?.userId !== userId) kept = { userId, store: createCheckinStore(checkinApi) }
  return kept.store
}

function Figures({ task }: { task: MyCheckin }) {
  const t = useTranslate()
  return (
    <View className="checkin__figures">
      <View className="checkin__figure">
        <Text className="checkin__label">{t('checkin.streak')}</Text>
        <Text id="checkin-streak">{t('checkin.days', { count: task.streak })}</Text>
      </View>
      <View className="checkin__figure">
        <Text className="checkin__label">{t('checkin.todayStar')}</Text>
        <Text id="checkin-todaystar">{task.todaystar ? '★' : '☆'}</Text>
      </View>
      <View className="checkin__figure">
        <Text className="checkin__label">{t('checkin.stars')}</Text>
        <Text id="checkin-stars">{task.stars}</Text>
      </View>
    </View>
  )
}

/** One task: its rule, figures, calendar and the button that starts today's practice. */
function TaskView({ store, id }: { store: CheckinStore; id: string }) {
  const t = useTranslate()
  const state = useStore(store)
  useEffect(() => void store.getState().openTask(id), [store, id])
  const task = state.task?.task.id === id ? state.task.task : null
  if (state.taskStatus === 'failed')
    return (
      <Text id="checkin-failed" className="checkin__note">
        {messageOf(t, state.failure, 'checkin.loadFailed')}
      </Text>
    )
  if (!task) return <Text className="checkin__note">{t('app.loading')}</Text>
  const phase = checkinPhase(task, state.today)
  const practice = checkinPractice(task)
  const start = () => {
    if (!practice) return
    void ('scenarioId' in practice ? openPracticeRoom({ scenario: practice.scenarioId }) : openFaqDrill('', practice.checkinId))
  }
  return (
    <View>
      <Text id="checkin-title" className="checkin__title">
        {task.title}
      </Text>
      <Text className="checkin__rule">
        {t(task.kind === CHILD_TASK_TYPES.faq ? 'checkin.kindFaq' : 'checkin.kindScenario')}：{task.refname || '—'} ·{' '}
        {task.minscore > 0 ? t('checkin.minScore', { score: task.minscore }) : t('checkin.anyScore')}
      </Text>
      <Figures task={task} />
      <Calendar store={store} />
      {phase === 'running' && practice && (
        <Button id="checkin-start" className="primary-action" onClick={start}>
          {task.todaystar ? t('checkin.doneToday') : t('checkin.start')}
        </Button>
      )}
      {phase !== 'running' && <Text className="checkin__note">{t(phase === 'ended' ? 'checkin.ended' : 'checkin.notStarted')}</Text>}
    </View>
  )
}

/** The learner's tasks, running first, each with its streak and stars. */
function ListView({ store }: { store: CheckinStore }) {
  const t = useTranslate()
  const state = useStore(store)
  useEffect(() => void store.getState().loadList(), [store])
  if (state.listStatus === 'failed')
    return (
      <Text id="checkin-failed" className="checkin__note">
        {messageOf(t, state.failure, 'checkin.loadFailed')}
      </Text>
    )
  if (state.listStatus !== 'ready') return <Text className="checkin__note">{t('app.loading')}</Text>
  if (state.rows.length === 0)
    return (
      <Text id="checkin-empty" className="checkin__note">
        {t('checkin.empty')}
      </Text>
    )
  return (
    <View>
      {state.rows.map((task, index) => (
        <View
          key={task.id}
          id={`checkin-item-${index + 1}`}
          className="checkin__item"
          ariaRole="button"
          ariaLabel={task.title}
          onClick={() => void openCheckin(task.id)}
        >
          <Text className="checkin__title">{task.title}</Text>
          <Text className="checkin__rule">{t('checkin.range', { start: task.startday, end: task.endday })}</Text>
          <Text className="checkin__rule">
            {t('checkin.streak')} {t('checkin.days', { count: task.streak })} · {t('checkin.stars')} {task.stars} {task.todaystar ? '★' : '☆'}
          </Text>
        </View>
      ))}
    </View>
  )
}

/** Check-in tasks (docs/checkin.md), from the personal centre: the list, or (`?id=`) one task's calendar. */
export default function Checkin() {
  usePageChrome('checkin.listTitle')
  const store = storeOf(useSession((state) => state.user?.id ?? ''))
  const id = useRouter().params.id ?? ''
  return (
    <View id="checkin-page" className="checkin">
      {id ? <TaskView store={store} id={id} /> : <ListView store={store} />}
      <Watermark />
    </View>
  )
}
