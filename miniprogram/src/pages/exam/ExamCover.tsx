import { Button, Text, View } from '@tarojs/components'
import { zonedTimeText, type ExamTokenResponse, type MessageKey, type Translate } from '@peilian/shared'
import { useTranslate } from '../../hooks/useTranslate'
import { useTimeZone } from '../../stores/session'

/** Why the learner may not start, in their language (the server answers an error key). */
export function blockedText(t: Translate, blocked: string): string {
  if (!blocked) return ''
  const text = t(blocked as MessageKey)
  return text === blocked ? t('examLearner.loadFailed') : text
}

interface ExamCoverProps {
  cover: ExamTokenResponse
  onStart(): void
}

/** Before the exam: title, questions, duration and pass score, attempts left, and start or why not. */
export function ExamCover({ cover, onStart }: ExamCoverProps) {
  const t = useTranslate()
  const zone = useTimeZone()
  const { paper } = cover
  return (
    <View id="cover" className="card">
      <Text className="card__title">{paper.title}</Text>
      <Text className="card__meta">{t('examLearner.cover', { count: paper.questioncount, total: paper.total, minute: paper.minute, score: paper.score })}</Text>
      <Text className="card__meta">{t('examLearner.attemptsLeft', { count: cover.attemptsLeft })}</Text>
      {cover.standing.score !== null && (
        <Text className="card__meta">
          {t('learnerTraining.task.score', { score: cover.standing.score })} · {t(cover.standing.passed ? 'exam.taking.passed' : 'exam.taking.notPassed')}
        </Text>
      )}
      {cover.canStart ? (
        <Button id="start" className="primary-action" onClick={onStart}>
          {t('examLearner.start')}
        </Button>
      ) : (
        <>
          <Text id="blocked" className="card__lock">
            {blockedText(t, cover.blocked)}
          </Text>
          {cover.opensAt !== null && (
            <Text id="opens-at" className="card__meta">
              {t('examLearner.opensAt', { time: zonedTimeText(cover.opensAt, zone) })}
            </Text>
          )}
        </>
      )}
    </View>
  )
}
