import { useRef, useState } from 'react'
import { Input, Text, View } from '@tarojs/components'
import type { LearnerQuestion, LocalAnswer } from '@peilian/shared'
import { useTranslate } from '../../hooks/useTranslate'

const TYPE_TEXT = ['examLearner.typeSingle', 'examLearner.typeMultiple', 'examLearner.typeJudge', 'examLearner.typeFill'] as const

interface QuestionCardProps {
  question: LearnerQuestion
  index: number
  count: number
  answer: LocalAnswer | undefined
  disabled: boolean
  /** An option tapped (the page decides what that makes the answer, from the latest one kept). */
  onChoose(id: string): void
  onFill(fills: string[]): void
}

/** Fill blanks keep their text as typed; every change is kept as the question's answer. */
function FillBlanks({ question, answer, disabled, onFill }: Pick<QuestionCardProps, 'question' | 'answer' | 'disabled' | 'onFill'>) {
  const t = useTranslate()
  const [fills, setFills] = useState(() => Array.from({ length: Math.max(1, question.blanks) }, (_, index) => answer?.fills[index] ?? ''))
  // Two inputs before the next render must not undo each other: the latest blanks live in a ref.
  const latest = useRef(fills)
  return (
    <View className="exam-fills">
      {fills.map((value, index) => (
        <Input
          key={index}
          id={`fill-${index}`}
          className="exam-fill"
          value={value}
          disabled={disabled}
          placeholder={t('examLearner.blank', { index: index + 1 })}
          onInput={(event) => {
            const next = latest.current.map((fill, at) => (at === index ? event.detail.value : fill))
            latest.current = next
            setFills(next)
            onFill(next)
          }}
        />
      ))}
    </View>
  )
}

/** One question on its own screen: type, score, text and its options (a tap chooses) or blanks. */
export function QuestionCard({ question, index, count, answer, disabled, onChoose, onFill }: QuestionCardProps) {
  const t = useTranslate()
  const chosen = answer?.choices ?? []
  return (
    <View id="question" className="card exam-question">
      <View className="card__row">
        <Text className="tag tag--active">{t(TYPE_TEXT[question.type])}</Text>
        <Text className="card__meta exam-question__count">{t('examLearner.question', { index: index + 1, count })}</Text>
        <Text className="card__meta">{t('examLearner.points', { score: question.score })}</Text>
      </View>
      <Text id="question-text" className="exam-question__text">
        {question.text}
      </Text>
      {question.type === 3 ? (
        <FillBlanks key={question.id} question={question} answer={answer} disabled={disabled} onFill={onFill} />
      ) : (
        question.choices.map((choice) => (
          <View
            key={choice.id}
            id={`choice-${choice.id}`}
            className={`exam-choice${chosen.includes(choice.id) ? ' exam-choice--chosen' : ''}`}
            onClick={() => !disabled && onChoose(choice.id)}
          >
            <Text className="exam-choice__mark">{question.type === 1 ? (chosen.includes(choice.id) ? '☑' : '☐') : chosen.includes(choice.id) ? '◉' : '○'}</Text>
            <Text>{question.type === 2 ? choice.content : `${choice.id}. ${choice.content}`}</Text>
          </View>
        ))
      )}
    </View>
  )
}
