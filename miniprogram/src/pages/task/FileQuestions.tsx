import { Button, Text, View } from '@tarojs/components'
import { useTranslate } from '../../hooks/useTranslate'
import { QuestionPanel } from './QuestionPanel'
import { useQuestions } from './useQuestions'

interface Props {
  childId: string
  mediaId: string
  /** The document's reading time is met: its questions come after reading. */
  readingDone: boolean
}

/** A document's questions, offered once its reading time is met, one after another. */
export function FileQuestions({ childId, mediaId, readingDone }: Props) {
  const t = useTranslate()
  const questions = useQuestions(childId, mediaId)
  if (questions.questions.length === 0) return null
  const { remaining } = questions
  return (
    <View className="question-bar" id="question-bar">
      <Text>{remaining > 0 ? t('mediaQuestions.learner.remaining', { count: remaining }) : t('mediaQuestions.learner.allAnswered')}</Text>
      {remaining > 0 &&
        (readingDone ? (
          <Button id="question-open" className="primary-action" onClick={questions.openNext}>
            {t('mediaQuestions.learner.open')}
          </Button>
        ) : (
          <Text className="question-head">{t('mediaQuestions.learner.afterReading')}</Text>
        ))}
      <QuestionPanel questions={questions} onContinue={() => remaining > 0 && questions.openNext()} />
    </View>
  )
}
