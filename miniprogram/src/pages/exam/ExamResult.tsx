import { Button, Text, View } from '@tarojs/components'
import { countdownText, reviewAnswerWords, type ExamHistory as History, type ExamResultResponse } from '@peilian/shared'
import { AppealEntry } from '../../components/AppealEntry'
import { Notice } from '../../components/Notice'
import { useTranslate } from '../../hooks/useTranslate'
import { ExamHistory } from './ExamHistory'
import { ResultShare } from './ResultShare'

interface ExamResultProps {
  result: ExamResultResponse
  /** The exam child task, for the print link. */
  childId: string
  /** The deadline, not the learner, handed the paper in. */
  timedOut: boolean
  history: History
  canRetake: boolean
  onRetake(): void
  onBack(): void
}

/** A question in review: the learner's answer, right or wrong with the points earned, the correct answer and the explanation as the exam allows. */
function ReviewItem({ item, index }: { item: ExamResultResponse['review'][number]; index: number }) {
  const t = useTranslate()
  const { yours, correct } = reviewAnswerWords(item, t)
  return (
    <View id={`review-${item.questionid}`} className="card">
      <View className="card__row">
        <Text className="card__title">
          {index + 1}. {item.text}
        </Text>
        <Text className={`tag ${item.correct ? 'tag--done' : 'tag--wrong'}`}>
          {t(item.correct ? 'examLearner.right' : 'examLearner.wrong')} {item.earned}/{item.score}
        </Text>
      </View>
      <Text className="card__meta review-yours">
        {t('exam.taking.yourAnswer')}: {yours}
      </Text>
      {correct !== null && (
        <Text className="card__meta">
          {t('exam.taking.correctAnswer')}: {correct}
        </Text>
      )}
      {item.promotion && <Text className="card__meta">{item.promotion}</Text>}
    </View>
  )
}

/** The latest submitted attempt: score, pass or fail, the per-question review the exam allows, and every attempt. */
export function ExamResult({ result, childId, timedOut, history, canRetake, onRetake, onBack }: ExamResultProps) {
  const t = useTranslate()
  return (
    <View id="result">
      <Notice id="time-up" text={timedOut ? t('exam.taking.autoSubmitted') : null} />
      <View className="card">
        <Text className="card__title">{result.paper.title}</Text>
        <Text id="result-score" className="exam-score">
          {t('exam.taking.score')} {result.score}
        </Text>
        <Text id="result-passed" className={`tag ${result.passed ? 'tag--done' : ''}`}>
          {t(result.passed ? 'exam.taking.passed' : 'exam.taking.notPassed')} · {t('exam.taking.passScore')} {result.paper.score}
        </Text>
        <Text className="card__meta">{t('examLearner.usedTime', { time: countdownText(result.usedSeconds) })}</Text>
        <Text className="card__meta">
          {t('examLearner.counts', { correct: result.correctCount, answered: result.answeredCount, count: result.questionCount })}
        </Text>
      </View>
      {result.review.length > 0 ? (
        <View id="review">
          <Text className="section-title">{t('examLearner.reviewTitle')}</Text>
          {result.review.map((item, index) => (
            <ReviewItem key={item.questionid} item={item} index={index} />
          ))}
        </View>
      ) : (
        <Text className="empty">{t('examLearner.reviewHidden')}</Text>
      )}
      {result.attemptid && <AppealEntry type="exam" recordid={result.attemptid} />}
      <ExamHistory history={history} />
      <ResultShare result={result} childId={childId} />
      {canRetake && (
        <Button id="retake" className="primary-action" onClick={onRetake}>
          {t('exam.taking.retake')}
        </Button>
      )}
      <Button id="back" className="secondary-action" onClick={onBack}>
        {t('examLearner.backToTask')}
      </Button>
    </View>
  )
}
