import { useState } from 'react'
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
  onAnswer(choices: string[], fills: string[]): void
}

/** Fill blanks keep their text as typed; every change is kept as the question's answer. */
function FillBlanks({ question, answer, disabled, onAnswer }: Omit<QuestionCardProps, 'index' | 'count'>) {
  const t = useTranslate()
  const [fills, setFills] = useState(() => Array.from({ length: Math.max(1, question.blanks) }, (_, index) => answer?.fills[index] ?? ''))
  return (
    <View className='exam-fills'>
      {fills.map((value, index) => (
        <Input
          key={index}
          id={`fill-${index}`}
          className='exam-fill'
          value={value}
          disabled={disabled}
          placeholder={t('examLearner.blank', { index: index + 1 })}
          onInput={(event) => {
            const next = fills.map((fill, at) => (at === index ? event.detail.value : fill))
            setFills(next)
            onAnswer([], next)
          }}
        />
      ))}
    </View>
  )
}

/** One question on its own screen: type, score, text and its options (a tap chooses) or blanks. */
export function QuestionCard({ question, index, count, answer, disabled, onAnswer }: QuestionCardProps) {
  const t = useTranslate()
  const chosen = answer?.choices ?? []
  function choose(id: string): void {
    if (disabled) return
    if (question.type === 1) onAnswer(chosen.includes(id) ? chosen.filter((choice) => choice !== id) : [...chosen, id].sort(), [])
    // Tapping the option already chosen changes nothing: no new save.
    else if (chosen.length !== 1 || chosen[0] !== id) onAnswer([id], [])
  }
  return (
    <View id='question' className='card exam-question'>
      <View className='card__row'>
        <Text className='tag tag--active'>{t(TYPE_TEXT[question.type])}</Text>
        <Text className='card__meta exam-question__count'>{t('examLearner.question', { index: index + 1, count })}</Text>
        <Text className='card__meta'>{t('examLearner.points', { score: question.score })}</Text>
      </View>
      <Text id='question-text' className='exam-question__text'>
        {question.text}
      </Text>
      {question.type === 3 ? (
        <FillBlanks key={question.id} question={question} answer={answer} disabled={disabled} onAnswer={onAnswer} />
      ) : (
        question.choices.map((choice) => (
          <View
            key={choice.id}
            id={`choice-${choice.id}`}
            className={`exam-choice${chosen.includes(choice.id) ? ' exam-choice--chosen' : ''}`}
            onClick={() => choose(choice.id)}
          >
            <Text className='exam-choice__mark'>{question.type === 1 ? (chosen.includes(choice.id) ? '☑' : '☐') : chosen.includes(choice.id) ? '◉' : '○'}</Text>
            <Text>{question.type === 2 ? choice.content : `${choice.id}. ${choice.content}`}</Text>
          </View>
        ))
      )}
    </View>
  )
}
