import { useCallback, useEffect, useState } from 'react'
import { firstUnanswered, questionGate, type LearnerMediaQuestion } from '@peilian/shared'
import { answerQuestion, fetchQuestions } from './mediaQuestions'

/** The questions inside the open media: the list, the point the video may not pass, the open question, and answering it. */
export function useQuestions(childId: string, mediaId: string) {
  const [questions, setQuestions] = useState<LearnerMediaQuestion[]>([])
  const [open, setOpen] = useState<number | null>(null)

  useEffect(() => {
    setQuestions([])
    setOpen(null)
    if (!mediaId) return
    let live = true
    fetchQuestions(childId, mediaId)
      .then((list) => live && setQuestions(list))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [childId, mediaId])

  const answer = useCallback(
    async (n: number, choices: string[]) => {
      const result = await answerQuestion(childId, mediaId, n, choices)
      setQuestions((current) => current.map((question) => (question.n === n ? result.question : question)))
      return result
    },
    [childId, mediaId],
  )

  const openNext = useCallback(() => setOpen(firstUnanswered(questions)?.n ?? null), [questions])
  return {
    questions,
    gate: questionGate(questions),
    question: questions.find((entry) => entry.n === open) ?? null,
    remaining: questions.filter((entry) => entry.answered !== 1).length,
    openNext,
    close: () => setOpen(null),
    answer,
  }
}

export type Questions = ReturnType<typeof useQuestions>
