import { useState } from 'react'
import { Button, Text, View } from '@tarojs/components'
import { MEDIA_QUESTION_TYPE, mediaOptionLetter, type LearnerMediaQuestion } from '@peilian/shared'
import { useTranslate } from '../../hooks/useTranslate'
import { toast } from '../../lib/feedback'
import { messageOf } from '../../services/messages'
import type { Questions } from './useQuestions'
import './questions.css'

const TYPE_KEYS = { 0: 'mediaQuestions.type.single', 1: 'mediaQuestions.type.multiple', 2: 'mediaQuestions.type.judge' } as const

const correctText = (question: LearnerMediaQuestion) =>
  question.choices.flatMap((choice, index) => (question.correct.includes(choice.id) ? [`${mediaOptionLetter(index)}. ${choice.content}`] : [])).join('；')

interface Props {
  questions: Questions
  /** The learner read the verdict: a video plays on, a file's next question opens. */
  onContinue: () => void
}

/** The open question inside a video or file: options to tap, submit, then right or wrong with the correct answer. */
export function QuestionPanel({ questions, onContinue }: Props) {
  const t = useTranslate()
  const { question } = questions
  const [chosen, setChosen] = useState<string[]>([])
  const [sending, setSending] = useState(false)
  if (!question) return null
  const answered = question.answered === 1
  const multiple = question.type === MEDIA_QUESTION_TYPE.multiple
  const picked = answered ? question.chosen : chosen

  const pick = (id: string) => {
    if (answered) return
    setChosen(multiple ? (chosen.includes(id) ? chosen.filter((entry) => entry !== id) : [...chosen, id]) : [id])
  }
  const submit = async () => {
    setSending(true)
    try {
      const result = await questions.answer(question.n, picked)
      if (result.media.done === 1) toast(t('learnerTraining.media.doneToast'))
    } catch (failure) {
      toast(messageOf(t, failure, 'mediaQuestions.learner.failed'))
    } finally {
      setSending(false)
    }
  }
  const goOn = () => {
    setChosen([])
    questions.close()
    onContinue()
  }

  return (
    <View className="question-mask">
      <View className="question-sheet" id="media-question">
        <Text className="question-head">
          {t('mediaQuestions.learner.progress', { n: question.n, total: questions.questions.length })} ·{' '}
          {t(TYPE_KEYS[question.type as 0 | 1 | 2] ?? TYPE_KEYS[0])}
        </Text>
        <Text className="question-text">{question.text}</Text>
        {question.choices.map((choice, index) => (
          <View
            key={choice.id}
            id={`question-option-${index}`}
            className={picked.includes(choice.id) ? 'question-option question-option--picked' : 'question-option'}
            onClick={() => pick(choice.id)}
          >
            {`${mediaOptionLetter(index)}. ${choice.content}`}
          </View>
        ))}
        {answered && (
          <Text id="question-verdict" className={question.right === 1 ? 'question-right' : 'question-wrong'}>
            {question.right === 1 ? t('mediaQuestions.learner.right') : t('mediaQuestions.learner.wrong', { answer: correctText(question) })}
          </Text>
        )}
        {answered ? (
          <Button id="question-continue" className="primary-action" onClick={goOn}>
            {t('mediaQuestions.learner.continue')}
          </Button>
        ) : (
          <Button id="question-submit" className="primary-action" loading={sending} disabled={picked.length === 0} onClick={() => void submit()}>
            {t('mediaQuestions.learner.submit')}
          </Button>
        )}
      </View>
    </View>
  )
}
