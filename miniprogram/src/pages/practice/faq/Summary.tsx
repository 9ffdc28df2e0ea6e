import { Button, Text, View } from '@tarojs/components'
import type { FaqDrill } from '@peilian/shared'
import { useTranslate } from '../../../hooks/useTranslate'
import { summaryRows } from './drillView'
import { AnswerText } from './Feedback'

interface Props {
  drill: FaqDrill
  /** Free practice: draw a new drill. Null for a task's drill. */
  onAgain: (() => void) | null
  onBack(): void
}

/**
 * The finished drill: its score against the pass score, and every question with the learner's
 * answer, its score and the standard answer; then practise again (free practice) or back to the task.
 */
export function Summary({ drill, onAgain, onBack }: Props) {
  const t = useTranslate()
  const passed = drill.passed === 1
  return (
    <View id="summary">
      <View className="card faq-total">
        <Text className="card__meta">{t('faqLearner.summary')}</Text>
        <Text id="total" className={`faq-total__score ${passed ? 'practice-pass' : 'practice-fail'}`}>
          {t('faqLearner.scoreValue', { score: drill.score ?? 0 })}
        </Text>
        <Text id="verdict" className={passed ? 'practice-pass' : 'practice-fail'}>
          {t(passed ? 'faqLearner.passed' : 'faqLearner.failed')}
        </Text>
        <Text className="card__meta">{t('faqLearner.passLine', { score: drill.passscore })}</Text>
      </View>
      {summaryRows(drill).map((row) => (
        <View key={row.seq} id={`summary-${row.seq}`} className="card">
          <View className="card__row">
            <Text className="card__title">{row.question}</Text>
            <Text id={`summary-score-${row.seq}`} className="faq-score">
              {t('faqLearner.scoreValue', { score: row.answer?.score ?? 0 })}
            </Text>
          </View>
          <Text className="faq-label">{t('faqLearner.yourAnswer')}</Text>
          <AnswerText id={`summary-answer-${row.seq}`} answer={row.answer} />
          {row.standard && <Text className="faq-label">{t('faqLearner.standard')}</Text>}
          {row.standard && <Text className="faq-block__text">{row.standard}</Text>}
        </View>
      ))}
      {onAgain ? (
        <Button id="again" className="primary-action" onClick={onAgain}>
          {t('faqLearner.again')}
        </Button>
      ) : (
        <Button id="back" className="primary-action" onClick={onBack}>
          {t('faqLearner.back')}
        </Button>
      )}
    </View>
  )
}
