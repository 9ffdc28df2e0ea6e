import { Button, Text, View } from '@tarojs/components'
import type { FaqAnswerResult } from '@peilian/shared'
import { useTranslate } from '../../../hooks/useTranslate'
import { answerWords } from './drillView'

/** What the learner answered, in words: the text, or why there is none. */
export function AnswerText({ id, answer }: { id: string; answer: Pick<FaqAnswerResult, 'text' | 'outcome'> | null }) {
  const t = useTranslate()
  const words = answerWords(answer)
  return (
    <Text id={id} className={'text' in words ? 'faq-block__text' : 'faq-block__text faq-none'}>
      {'text' in words ? words.text : t(words.key)}
    </Text>
  )
}

/** The keywords an answer hit or missed; "无" when there are none. */
function Keywords({ kind, words }: { kind: 'matched' | 'missed'; words: readonly string[] }) {
  const t = useTranslate()
  return (
    <View className="faq-keywords">
      <Text className="faq-label">{t(kind === 'matched' ? 'faqLearner.matched' : 'faqLearner.missed')}</Text>
      <Text id={kind} className={`faq-keywords__words faq-keywords__words--${kind}`}>
        {words.length === 0 ? t('faqLearner.noKeywords') : words.join('、')}
      </Text>
    </View>
  )
}

/**
 * The scored answer, at once: the score, the keywords hit and missed, the learner's answer beside
 * the standard one, and the way on — the next question, or the result after the last.
 */
export function Feedback({ answer, last, onNext }: { answer: FaqAnswerResult; last: boolean; onNext(): void }) {
  const t = useTranslate()
  return (
    <View id="feedback" className="card faq-feedback">
      <View className="card__row">
        <Text className="faq-label">{t('faqLearner.score')}</Text>
        <Text id="score" className="faq-score">
          {t('faqLearner.scoreValue', { score: answer.score })}
        </Text>
      </View>
      <Keywords kind="matched" words={answer.matched} />
      <Keywords kind="missed" words={answer.missed} />
      <Text className="faq-label">{t('faqLearner.yourAnswer')}</Text>
      <AnswerText id="your-answer" answer={answer} />
      <Text className="faq-label">{t('faqLearner.standard')}</Text>
      <Text id="standard" className="faq-block__text">
        {answer.standard}
      </Text>
      <Button id="next" className="primary-action" onClick={onNext}>
        {t(last ? 'faqLearner.finish' : 'faqLearner.next')}
      </Button>
    </View>
  )
}
