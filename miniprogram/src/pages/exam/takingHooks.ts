import { useEffect, useMemo, useRef, useState } from 'react'
import { DEADLINE_WARNING_TEXT, deadlineWarningOf, examPlace, nextDeadlineWarning, type DeadlineWarningSeen, type ExamTiming } from '@peilian/shared'
import { useTranslate } from '../../hooks/useTranslate'
import { toast } from '../../lib/feedback'
import { taroStorage } from '../../lib/storage'
import { useSession } from '../../stores/session'

/** The question on screen, kept in WeChat storage per learner and attempt so that reopening the exam returns to it. */
export function useExamPlace(attemptKey: string, count: number): [number, (index: number) => void] {
  const userId = useSession((state) => state.user?.id ?? '')
  const place = useMemo(() => examPlace(taroStorage, userId, attemptKey), [userId, attemptKey])
  const [index, setIndex] = useState(() => place.index(count))
  const go = (at: number) => {
    setIndex(at)
    place.keep(at)
  }
  return [index, go]
}

/** A toast once at five minutes left and once at one; what already applies when the exam opens is not repeated. */
export function useDeadlineWarning(timing: ExamTiming): void {
  const t = useTranslate()
  const seen = useRef<DeadlineWarningSeen>(undefined)
  const level = deadlineWarningOf(timing)
  useEffect(() => {
    const step = nextDeadlineWarning(seen.current, level)
    seen.current = step.seen
    if (step.announce !== null) toast(t(DEADLINE_WARNING_TEXT[step.announce]))
  }, [level, t])
}
