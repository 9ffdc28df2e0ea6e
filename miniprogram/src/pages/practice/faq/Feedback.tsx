import { Button, Text, View } from '@tarojs/components'
import { faqAnswerWords, type FaqAnswerResult, type ShownWords } from '@peilian/shared'
import { useTranslate } from '../../../hooks/useTranslate'

/** Shown words: a text as it is, or the message said instead (greyed: why there is no answer). */
export function Words({ id, words }: { id?: string; words: ShownWords }) {
  const t = useTranslate()
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
      <Words id="your-answer" words={faqAnswerWords(answer)} />
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
