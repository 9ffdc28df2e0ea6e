import { Button, Text, View } from '@tarojs/components'
import type { CoachState, PracticeCoach, PracticeResult } from '@peilian/shared'
import { Notice } from '../../components/Notice'
import { useTranslate } from '../../hooks/useTranslate'
import { messageOf } from '../../services/messages'

/** A role-play's checklist as scored: each item ticked or not, in which turn and with which of the learner's words. */
export function ChecklistResult({ checklist }: { checklist: PracticeResult['checklist'] }) {
  const t = useTranslate()
  if (checklist.length === 0) return null
  return (
    <View id="report-checklist">
      <Text className="practice-heading">{t('practiceLearner.report.checklist.title')}</Text>
      {checklist.map((item) => (
        <View key={item.id} id={`checklist-${item.id}`} className="card">
          <Text className="card__title">
            {t(`practiceLearner.report.checklist.kinds.${item.kind}`)} · {item.title}
          </Text>
          <Text className={item.turn === null ? 'practice-fail' : 'practice-pass'}>
            {item.turn === null ? t('practiceLearner.report.checklist.missed') : t('practiceLearner.report.checklist.done', { turn: item.turn })}
          </Text>
          {item.said.length > 0 && <Text className="card__meta">“{item.said.join('、')}”</Text>}
        </View>
      ))}
    </View>
  )
}

/** The coach's review: per criterion a comment with the learner's own words, better wordings of the weakest turns, the next thing to practise. */
function CoachFeedback({ coach }: { coach: PracticeCoach }) {
  const t = useTranslate()
  return (
    <>
      {coach.criteria.map((criterion) => (
        <View key={criterion.name} className="card coach-criterion">
          <Text className="card__title">{criterion.name}</Text>
          <Text className="card__meta">{criterion.comment}</Text>
          {criterion.quotes.map((quote) => (
            <Text key={quote} className="coach-quote">
              “{quote}”
            </Text>
          ))}
        </View>
      ))}
      {coach.rewrites.map((rewrite) => (
        <View key={rewrite.turn} className="card coach-rewrite">
          <Text className="card__meta">
            {t('practiceLearner.report.coach.said', { turn: rewrite.turn })}“{rewrite.said}”
          </Text>
          <Text>
            {t('practiceLearner.report.coach.better')}“{rewrite.better}”
          </Text>
        </View>
      ))}
      {coach.next && (
        <Text id="coach-next" className="card__meta">
          {t('practiceLearner.report.coach.next')}：{coach.next}
        </Text>
      )}
    </>
  )
}

/** The AI coach's part of a role-play's report: being written, its review, why there is none, or a read to try again. */
export function CoachReview({ coach, onRetry }: { coach: CoachState | null; onRetry(): void }) {
  const t = useTranslate()
  if (!coach) return null
  const answer = coach.state === 'done' ? coach.answer : null
  if (answer?.status === 'none') return null
  const failure = coach.state === 'failed' ? messageOf(t, coach.error, 'practiceLearner.report.loadFailed') : answer?.status === 'failed' ? answer.message : ''
  return (
    <View id="report-coach">
      <Text className="practice-heading">{t('practiceLearner.report.coach.title')}</Text>
      {coach.state === 'loading' && <Text className="empty">{t('practiceLearner.report.coach.loading')}</Text>}
      {answer?.coach && <CoachFeedback coach={answer.coach} />}
      {failure && (
        <>
          <Notice id="coach-error" text={failure} />
          <Button id="coach-retry" onClick={onRetry}>
            {t('practiceLearner.report.coach.retry')}
          </Button>
        </>
      )}
    </View>
  )
}
