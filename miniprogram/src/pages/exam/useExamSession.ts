import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import {
  ApiError,
  clockOffset,
  mergeLocalAnswers,
  type ExamResultResponse,
  type ExamStartResponse,
  type ExamTokenResponse,
  type LocalAnswer,
} from '@peilian/shared'
import { examApi, examDevice, saveIdSeed, sendExamOutbox } from '../../services/exam'

/** Where the exam page is: loading, the cover, answering, the result, or a failure. */
export type ExamPhase =
  | { kind: 'loading' }
  | { kind: 'cover'; cover: ExamTokenResponse }
  | { kind: 'taking'; start: ExamStartResponse; offset: number; answers: Record<string, LocalAnswer>; seed: string; fromCache: boolean }
  | { kind: 'result'; result: ExamResultResponse; cover: ExamTokenResponse | null }
  | { kind: 'failed'; error: unknown }

const isNetworkFailure = (error: unknown) => error instanceof ApiError && error.status === 0

/**
 * Loads the exam of a child task: online from the server (merged with the answers this phone still
 * holds), offline from the copy the phone kept of the attempt in progress.
 */
export function useExamSession(userId: string, childId: string) {
  const [phase, setPhase] = useState<ExamPhase>({ kind: 'loading' })
  const cover = useRef<ExamTokenResponse | null>(null)
  const device = useMemo(() => examDevice(userId, childId), [userId, childId])

  const showResult = useCallback(async () => {
    setPhase({ kind: 'loading' })
    try {
      cover.current = await examApi.token(childId).catch(() => cover.current)
      const result = await examApi.result(childId)
      const kept = device.attempt()
      if (kept) device.forget(kept.start.key)
      setPhase({ kind: 'result', result, cover: cover.current })
    } catch (error) {
      setPhase({ kind: 'failed', error })
    }
  }, [childId, device])

  const enter = useCallback(
    async (start: ExamStartResponse, offset: number, fromCache: boolean) => {
      if (!fromCache) device.keepAttempt({ start, offset })
      if (start.attempt.status === 'submitted') {
        await showResult()
        return
      }
      const answers = mergeLocalAnswers(start.attempt.answers, device.answers(start.key))
      setPhase({ kind: 'taking', start, offset, answers, seed: await saveIdSeed(), fromCache })
    },
    [device, showResult],
  )

  const begin = useCallback(
    async (key: string) => {
      setPhase({ kind: 'loading' })
      try {
        const sentAt = Date.now()
        const start = await examApi.start(childId, key)
        await enter(start, clockOffset(start.attempt.servertime, sentAt, Date.now()), false)
      } catch (error) {
        setPhase({ kind: 'failed', error })
      }
    },
    [childId, enter],
  )

  // Answers of an attempt the server settled meanwhile (the deadline passed while the phone was
  // offline or the app closed) still count when they arrive within the grace window: send them first.
  const sendLeftovers = useCallback(async () => {
    const kept = device.attempt()
    if (kept) await sendExamOutbox(device, childId, kept.start.key).catch(() => undefined)
  }, [device, childId])

  const load = useCallback(async () => {
    setPhase({ kind: 'loading' })
    try {
      const token = await examApi.token(childId)
      cover.current = token
      if (token.status !== 'inProgress') await sendLeftovers()
      if (token.status === 'inProgress' && token.key) await begin(token.key)
      else if (token.status === 'submitted' && token.attempts > 0) await showResult()
      else setPhase({ kind: 'cover', cover: token })
    } catch (error) {
      const kept = isNetworkFailure(error) ? device.attempt() : null
      if (kept && kept.start.attempt.status === 'inProgress') await enter(kept.start, kept.offset, true).catch(() => setPhase({ kind: 'failed', error }))
      else setPhase({ kind: 'failed', error })
    }
  }, [childId, device, begin, enter, sendLeftovers, showResult])

  useEffect(() => {
    if (childId) void load()
    else setPhase({ kind: 'failed', error: null })
  }, [childId, load])

  return { phase, device, load, begin, showResult }
}
