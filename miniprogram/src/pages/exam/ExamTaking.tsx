import { Button, Text, View } from '@tarojs/components'
import { ANSWER_STATE_TEXT, answerStateOf, countdownText, type ExamAttemptStore, type ExamStartResponse, type LearnerQuestion } from '@peilian/shared'
import { Notice } from '../../components/Notice'
import { useTranslate } from '../../hooks/useTranslate'
import { confirm, toast } from '../../lib/feedback'
import { messageOf } from '../../services/messages'
import { AnswerSheet, QuestionNav } from './AnswerSheet'
import { QuestionCard } from './QuestionCard'
import { useDeadlineWarning, useExamPlace } from './takingHooks'
import { useExamAttempt } from './useExamAttempt'

interface ExamTakingProps {
  start: ExamStartResponse
  /** The attempt's store (shared `createExamAttemptStore`): answers, outbox, countdown and submit. */
  attempt: ExamAttemptStore
  fromCache: boolean
}

/** Submitting after the learner confirms, and choosing options as the question's type allows. */
function useExamActions(attempt: ExamAttemptStore) {
  const t = useTranslate()
  const { answer } = attempt.getState()

  async function submit(): Promise<void> {
    const outcome = await attempt.getState().submit((unanswered) => {
      const question = [unanswered > 0 ? t('exam.taking.unanswered', { count: unanswered }) : '', t('exam.taking.submitConfirm')].filter(Boolean).join('\n')
      return confirm(t, question, { confirm: 'exam.taking.submit', cancel: 'common.cancel' })
    })
    if (outcome.kind === 'unsynced') toast(t('examLearner.submitUnsynced', { count: outcome.left }))
    if (outcome.kind === 'failed') toast(messageOf(t, outcome.error, 'exam.taking.submitFailed'))
  }

  /** A tapped option: toggled in a multiple choice, else chosen; choosing the chosen one saves nothing. */
  function choose(item: LearnerQuestion, id: string): void {
    // The answers as kept, ahead of the render: a second tap before it builds on the first.
    const chosen = attempt.getState().answers[item.id]?.choices ?? []
    if (item.type === 1)
      void answer({ questionid: item.id, choices: chosen.includes(id) ? chosen.filter((choice) => choice !== id) : [...chosen, id].sort(), fills: [] })
    else if (chosen.length !== 1 || chosen[0] !== id) void answer({ questionid: item.id, choices: [id], fills: [] })
  }

  return { submit, choose }
}

/** The paper's title with the countdown, and whether every answer has reached the server. */
function ExamBar({ title, remainingSeconds, waiting }: { title: string; remainingSeconds: number; waiting: number }) {
  const t = useTranslate()
  return (
    <>
      <View className="card exam-bar">
        <Text className="card__title">{title}</Text>
        <Text id="countdown" className="exam-countdown">
          {countdownText(remainingSeconds)}
        </Text>
      </View>
      <Text id="sync" className={`exam-sync${waiting === 0 ? '' : ' exam-sync--waiting'}`}>
        {waiting === 0 ? t('examLearner.allSaved') : t('examLearner.waiting', { count: waiting })}
      </Text>
    </>
  )
}

/** Answering: one question per screen, the answer sheet, the server-synced countdown and submit. */
export function ExamTaking({ start, attempt, fromCache }: ExamTakingProps) {
  const t = useTranslate()
  const questions = start.paper.questions
  const [index, setIndex] = useExamPlace(start.key, questions.length)
  const { answers, offline, submitting: pressed, timing, waiting } = useExamAttempt(attempt)
  useDeadlineWarning(timing)
  const submitting = pressed !== null
  const { answer } = attempt.getState()
  const { submit, choose } = useExamActions(attempt)
  const question = questions[index]

  const stateOf = (id: string) => answerStateOf(answers[id])

  return (
    <View id="taking" className="exam">
      <ExamBar title={start.paper.title} remainingSeconds={timing.remainingSeconds} waiting={waiting} />
      <Notice id="time-up" text={timing.expired ? t('examLearner.timeUpSending') : null} />
      <Notice id="offline" tone="info" text={offline ? t(fromCache ? 'examLearner.offlineCached' : 'exam.taking.offline') : null} />
      {question && (
        <QuestionCard
          key={question.id}
          question={question}
          index={index}
          count={questions.length}
          answer={answers[question.id]}
          disabled={timing.expired || submitting}
          onChoose={(id) => choose(question, id)}
          onFill={(fills) => void answer({ questionid: question.id, choices: [], fills })}
        />
      )}
      {question && (
        <Text id="question-state" className={`exam-state exam-state--${stateOf(question.id)}`}>
          {t(ANSWER_STATE_TEXT[stateOf(question.id)])}
        </Text>
      )}
      <QuestionNav index={index} count={questions.length} onMove={setIndex} />
      <AnswerSheet questions={questions} index={index} stateOf={stateOf} onMove={setIndex} />
      {!timing.maySubmit && !timing.expired && (
        <Text id="submit-wait" className="card__meta">
          {t('examLearner.submitWait', { time: countdownText(timing.secondsUntilSubmit) })}
        </Text>
      )}
      <Button id="submit" className="primary-action" loading={submitting} onClick={() => void submit()}>
        {t('exam.taking.submit')}
      </Button>
    </View>
  )
}
