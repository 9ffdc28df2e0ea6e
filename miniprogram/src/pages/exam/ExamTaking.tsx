import { useCallback, useEffect, useMemo, useState } from 'react'
import { Button, Text, View } from '@tarojs/components'
import { clockOffset, countdownText, examTiming, saveIdSequence, type ExamStartResponse, type LearnerQuestion, type LocalAnswer } from '@peilian/shared'
import { Notice } from '../../components/Notice'
import { useTranslate } from '../../hooks/useTranslate'
import { confirm, toast } from '../../lib/feedback'
import { examApi } from '../../services/exam'
import type { ExamDevice } from '../../services/examDevice'
import { messageOf } from '../../services/messages'
import { QuestionCard } from './QuestionCard'
import { useAnswerSync } from './useAnswerSync'

interface ExamTakingProps {
  childId: string
  start: ExamStartResponse
  offset: number
  device: ExamDevice
  initial: Record<string, LocalAnswer>
  seed: string
  fromCache: boolean
  /** The attempt is submitted (by the learner, the deadline or another device): show the result. */
  onDone(): void
}

const QUERY_EVERY_MS = 30_000
const STATE_TEXT = { unanswered: 'examLearner.questionUnanswered', synced: 'examLearner.questionSynced', unsynced: 'examLearner.questionUnsynced' } as const

/** Answering: one question per screen, the answer sheet, the server-synced countdown and submit. */
export function ExamTaking({ childId, start, offset: initialOffset, device, initial, seed, fromCache, onDone }: ExamTakingProps) {
  const t = useTranslate()
  const [offset, setOffset] = useState(initialOffset)
  const [clock, setClock] = useState(() => ({ startedAt: start.attempt.startedAt, deadline: start.attempt.deadline, minSubmitAt: start.attempt.minSubmitAt }))
  const [index, setIndex] = useState(0)
  const [submitting, setSubmitting] = useState(false)
  const [, setTick] = useState(0)
  const now = useCallback(() => Date.now() + offset, [offset])
  const nextSaveId = useMemo(() => saveIdSequence(seed), [seed])
  const sync = useAnswerSync({ childId, attemptKey: start.key, device, initial, nextSaveId, now, onSubmitted: onDone })
  const { answers, waiting } = sync
  const questions = start.paper.questions
  const question = questions[index]
  const timing = examTiming(clock, now())

  useEffect(() => {
    const timer = setInterval(() => setTick((tick) => tick + 1), 1000)
    return () => clearInterval(timer)
  }, [])

  // The server's clock, again every half minute: the offset, the deadline, and whether it submitted.
  useEffect(() => {
    let live = true
    const query = async () => {
      const sentAt = Date.now()
      try {
        const answer = await examApi.queryTime(childId, start.key)
        if (!live) return
        setOffset(clockOffset(answer.servertime, sentAt, Date.now()))
        setClock({ startedAt: answer.startedAt, deadline: answer.deadline, minSubmitAt: answer.minSubmitAt })
        if (answer.status === 'submitted') onDone()
      } catch {
        // Offline: the countdown runs on the last offset.
      }
    }
    if (fromCache) void query()
    const timer = setInterval(() => void query(), QUERY_EVERY_MS)
    return () => {
      live = false
      clearInterval(timer)
    }
  }, [childId, start.key, fromCache, onDone])

  // At the deadline the server submits what it has: send what is left (it counts within the grace
  // window, so keep trying while offline), then show the result.
  const { flush } = sync
  useEffect(() => {
    if (!timing.expired) return
    if (waiting === 0) onDone()
    else void flush()
  }, [timing.expired, waiting, flush, onDone])

  async function submit(): Promise<void> {
    if (submitting) return
    setSubmitting(true)
    try {
      const flushed = await flush()
      if (flushed.left > 0) {
        toast(t('examLearner.submitUnsynced', { count: flushed.left }))
        return
      }
      if (flushed.submitted) {
        onDone()
        return
      }
      const unanswered = questions.filter((item) => !sync.current(item.id)).length
      const question = [unanswered > 0 ? t('exam.taking.unanswered', { count: unanswered }) : '', t('exam.taking.submitConfirm')].filter(Boolean).join('\n')
      if (!(await confirm(question, { confirm: t('exam.taking.submit'), cancel: t('common.cancel') }))) return
      const saveid = device.submitKey(start.key, nextSaveId())
      const items = sync.all().map(({ questionid, choices, fills, at }) => ({ questionid, choices, fills, at }))
      await examApi.submit(childId, start.key, { saveid, at: now(), items })
      onDone()
    } catch (error) {
      toast(messageOf(t, error, 'exam.taking.submitFailed'))
    } finally {
      setSubmitting(false)
    }
  }

  /** A tapped option: toggled in a multiple choice, else chosen; choosing the chosen one saves nothing. */
  function choose(item: LearnerQuestion, id: string): void {
    const chosen = sync.current(item.id)?.choices ?? []
    if (item.type === 1) sync.answer({ questionid: item.id, choices: chosen.includes(id) ? chosen.filter((choice) => choice !== id) : [...chosen, id].sort(), fills: [] })
    else if (chosen.length !== 1 || chosen[0] !== id) sync.answer({ questionid: item.id, choices: [id], fills: [] })
  }

  const stateOf = (id: string) => {
    const given = answers[id]
    return !given ? 'unanswered' : given.synced ? 'synced' : 'unsynced'
  }

  return (
    <View id='taking' className='exam'>
      <View className='card exam-bar'>
        <Text className='card__title'>{start.paper.title}</Text>
        <Text id='countdown' className='exam-countdown'>
          {countdownText(timing.remainingSeconds)}
        </Text>
      </View>
      <Text id='sync' className={`exam-sync${waiting === 0 ? '' : ' exam-sync--waiting'}`}>
        {waiting === 0 ? t('examLearner.allSaved') : t('examLearner.waiting', { count: waiting })}
      </Text>
      <Notice id='offline' tone='info' text={sync.offline ? t(fromCache ? 'examLearner.offlineCached' : 'exam.taking.offline') : null} />
      {question && (
        <QuestionCard
          key={question.id}
          question={question}
          index={index}
          count={questions.length}
          answer={answers[question.id]}
          disabled={timing.expired || submitting}
          onChoose={(id) => choose(question, id)}
          onFill={(fills) => sync.answer({ questionid: question.id, choices: [], fills })}
        />
      )}
      {question && (
        <Text id='question-state' className={`exam-state exam-state--${stateOf(question.id)}`}>
          {t(STATE_TEXT[stateOf(question.id)])}
        </Text>
      )}
      <View className='exam-nav'>
        <Button id='previous' className='exam-nav__button' disabled={index === 0} onClick={() => setIndex(Math.max(0, index - 1))}>
          {t('examLearner.previous')}
        </Button>
        <Button id='next' className='exam-nav__button' disabled={index >= questions.length - 1} onClick={() => setIndex(Math.min(questions.length - 1, index + 1))}>
          {t('examLearner.next')}
        </Button>
      </View>
      <Text className='section-title'>{t('examLearner.navigator')}</Text>
      <View id='sheet' className='exam-sheet'>
        {questions.map((item, at) => (
          <Text
            key={item.id}
            id={`sheet-${at + 1}`}
            className={`exam-sheet__cell exam-sheet__cell--${stateOf(item.id)}${at === index ? ' exam-sheet__cell--current' : ''}`}
            onClick={() => setIndex(at)}
          >
            {at + 1}
          </Text>
        ))}
      </View>
      {!timing.maySubmit && !timing.expired && (
        <Text id='submit-wait' className='card__meta'>
          {t('examLearner.submitWait', { time: countdownText(timing.secondsUntilSubmit) })}
        </Text>
      )}
      <Button id='submit' className='primary-action' loading={submitting} onClick={() => void submit()}>
        {t('exam.taking.submit')}
      </Button>
    </View>
  )
}
