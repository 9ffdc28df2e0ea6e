import { useStore } from 'zustand'
import { useShallow } from 'zustand/react/shallow'
import { timingOf, waitingOf, type AnsweringState, type ExamAttemptStore } from '@peilian/shared'

/** What the answering screen shows of the attempt (shared `createExamAttemptStore`). */
export function useExamAttempt(attempt: ExamAttemptStore) {
  const shown = useStore(
    attempt,
    useShallow(({ answers, offline, submitting }: AnsweringState) => ({ answers, offline, submitting })),
  )
  const timing = useStore(attempt, useShallow(timingOf))
  const waiting = useStore(attempt, waitingOf)
  return { ...shown, timing, waiting }
}
