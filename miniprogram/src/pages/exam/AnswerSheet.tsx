import { Button, Text, View } from '@tarojs/components'
import type { LearnerQuestion, answerStateOf } from '@peilian/shared'
import { useTranslate } from '../../hooks/useTranslate'

interface QuestionNavProps {
  index: number
  count: number
  onMove(index: number): void
}

/** Previous and next question, held at the paper's ends. */
export function QuestionNav({ index, count, onMove }: QuestionNavProps) {
  const t = useTranslate()
  return (
    <View className="exam-nav">
      <Button id="previous" className="exam-nav__button" disabled={index === 0} onClick={() => onMove(Math.max(0, index - 1))}>
        {t('examLearner.previous')}
      </Button>
      <Button id="next" className="exam-nav__button" disabled={index >= count - 1} onClick={() => onMove(Math.min(count - 1, index + 1))}>
        {t('examLearner.next')}
      </Button>
    </View>
  )
}

interface AnswerSheetProps {
  questions: LearnerQuestion[]
  index: number
  stateOf(questionId: string): ReturnType<typeof answerStateOf>
  onMove(index: number): void
}

/** The answer sheet: every question's number in its answer state, the current one marked; a tap goes to it. */
export function AnswerSheet({ questions, index, stateOf, onMove }: AnswerSheetProps) {
  const t = useTranslate()
  return (
    <>
      <Text className="section-title">{t('examLearner.navigator')}</Text>
      <View id="sheet" className="exam-sheet">
        {questions.map((item, at) => (
          <Text
            key={item.id}
            id={`sheet-${at + 1}`}
            className={`exam-sheet__cell exam-sheet__cell--${stateOf(item.id)}${at === index ? ' exam-sheet__cell--current' : ''}`}
            onClick={() => onMove(at)}
          >
            {at + 1}
          </Text>
        ))}
      </View>
    </>
  )
}
