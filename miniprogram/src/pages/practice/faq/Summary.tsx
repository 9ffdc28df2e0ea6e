import { Fragment } from 'react'
import { Button, Text, View } from '@tarojs/components'
import { faqSummaryRows, type FaqDrill } from '@peilian/shared'
import { AppealEntry } from '../../../components/AppealEntry'
import { useTranslate } from '../../../hooks/useTranslate'
import { Words } from './Feedback'

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
      {faqSummaryRows(drill).map((row) => (
        <View key={row.seq} id={`summary-${row.seq}`} className="card">
          <View className="card__row">
            <Text className="card__title">{row.question}</Text>
            <Text id={`summary-score-${row.seq}`} className="faq-score">
              {t('faqLearner.scoreValue', { score: row.score })}
            </Text>
          </View>
          {row.blocks.map((block) => (
            <Fragment key={block.kind}>
              <Text className="faq-label">{t(block.label)}</Text>
              <Words id={`summary-${block.kind}-${row.seq}`} words={block.words} />
            </Fragment>
          ))}
        </View>
      ))}
      {drill.status === 1 && drill.score !== null && <AppealEntry type="faq" recordid={drill.id} />}
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
