import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError, outboxBackoffMs, type AnswerItem, type FlushResult, type LocalAnswer } from '@peilian/shared'
import { watchAppVisibility, watchConnection } from '../../lib/appLifecycle'
import { sendExamOutbox } from '../../services/exam'
import type { ExamDevice } from '../../services/examDevice'

interface Options {
  childId: string
  attemptKey: string
  device: ExamDevice
  initial: Record<string, LocalAnswer>
  /** Makes the save id of the next answer without waiting. */
  nextSaveId: () => string
  /** The server's clock as this phone estimates it. */
  now: () => number
  /** The server says the attempt is submitted (by the deadline, or elsewhere). */
  onSubmitted: () => void
}

const isNetworkFailure = (error: unknown) => error instanceof ApiError && error.status === 0

/**
 * The answers of an attempt and their outbox: an answer is in WeChat storage before the screen
 * shows it given, then sent as an idempotent save; failed sends are retried with back-off, when the
 * connection returns and when the app comes back to the foreground.
 */
export function useAnswerSync({ childId, attemptKey, device, initial, nextSaveId, now, onSubmitted }: Options) {
  const [answers, setAnswers] = useState(initial)
  // The answers as kept, ahead of the render: a second tap before it must build on the first.
  const latest = useRef(initial)
  const [offline, setOffline] = useState(false)
  const flushing = useRef<Promise<FlushResult> | null>(null)
  const again = useRef(false)
  const failures = useRef(0)
  const retry = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const live = useRef(true)
  const submitted = useRef(onSubmitted)
  submitted.current = onSubmitted

  const acknowledged = useCallback((answer: LocalAnswer) => {
    if (!live.current) return
    setAnswers((current) => {
      const shown = current[answer.questionid]
      return shown?.saveid === answer.saveid ? { ...current, [answer.questionid]: { ...shown, synced: true } } : current
    })
  }, [])

  const flush = useCallback((): Promise<FlushResult> => {
    if (flushing.current) {
      again.current = true
      return flushing.current
    }
    clearTimeout(retry.current)
    const run = async (): Promise<FlushResult> => {
      let result: FlushResult
      do {
        again.current = false
        result = await sendExamOutbox(device, childId, attemptKey, acknowledged)
      } while (again.current && !result.error && !result.submitted)
      return result
    }
    const running = run()
      .catch((error: unknown): FlushResult => ({ sent: 0, left: 1, submitted: false, error }))
      .then((result) => {
        flushing.current = null
        if (!live.current) return result
        setOffline(isNetworkFailure(result.error))
        if (result.submitted) submitted.current()
        else if (result.error) {
          failures.current += 1
          retry.current = setTimeout(() => void flush(), outboxBackoffMs(failures.current))
        } else failures.current = 0
        return result
      })
    flushing.current = running
    return running
  }, [device, childId, attemptKey, acknowledged])

  /** Keeps an answer on the phone at once (synchronously), shows it, then sends it. */
  const answer = useCallback(
    (item: Omit<AnswerItem, 'at'>) => {
      const given = { ...item, at: now(), saveid: nextSaveId() }
      device.put(attemptKey, given)
      latest.current = { ...latest.current, [item.questionid]: { ...given, synced: false } }
      setAnswers((current) => ({ ...current, [item.questionid]: { ...given, synced: false } }))
      // While sends fail (no connection) the retry timer, the connection's return or the app's
      // return sends it: typing offline must not fire a request per keystroke.
      if (failures.current === 0) void flush()
    },
    [device, attemptKey, now, nextSaveId, flush],
  )

  useEffect(() => {
    live.current = true
    const resume = () => {
      failures.current = 0
      void flush()
    }
    const stopConnection = watchConnection(resume)
    const stopVisibility = watchAppVisibility(() => undefined, resume)
    void flush()
    return () => {
      live.current = false
      stopConnection()
      stopVisibility()
      clearTimeout(retry.current)
    }
  }, [flush])

  const waiting = Object.values(answers).filter((entry) => !entry.synced).length
  const current = useCallback((questionid: string): LocalAnswer | undefined => latest.current[questionid], [])
  const all = useCallback((): LocalAnswer[] => Object.values(latest.current), [])
  return { answers, answer, current, all, flush, waiting, offline }
}
