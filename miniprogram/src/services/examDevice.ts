import { examStartResponseSchema, type CachedAttempt, type LocalAnswer, type SyncExamDevice } from '@peilian/shared'
import type { SyncStorage } from '../lib/storage'

/**
 * A learner's exam on this phone, in WeChat storage: every answer the moment it is given (the
 * outbox of saves not yet acknowledged, one entry per attempt) and the attempt as the server last
 * sent it, so the page reopens — offline too — after the app was closed or killed. Nothing here is
 * trusted beyond the phone: the server merges and scores.
 */

const VERSION = 1

interface StoredOutbox {
  version: number
  answers: LocalAnswer[]
  submitKey?: string
}

const strings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string')

function isLocalAnswer(value: unknown): value is LocalAnswer {
  if (typeof value !== 'object' || value === null) return false
  const answer = value as Record<string, unknown>
  return (
    typeof answer.questionid === 'string' &&
    strings(answer.choices) &&
    strings(answer.fills) &&
    typeof answer.at === 'number' &&
    Number.isFinite(answer.at) &&
    typeof answer.saveid === 'string' &&
    typeof answer.synced === 'boolean'
  )
}

function parse(text: string | null): unknown {
  if (!text) return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}

/** The storage keys of one learner's exam (a child task): the attempt, and each attempt's outbox. */
export function examStorageKeys(userId: string, childId: string) {
  return {
    attempt: `peilian.exam.${userId}.${childId}`,
    outbox: (attemptKey: string) => `peilian.examAnswers.${userId}.${childId}.${attemptKey}`,
  }
}

/** The shared `ExamDevice` over WeChat storage (any synchronous key/value store in tests). */
export function createExamDevice(storage: SyncStorage, userId: string, childId: string): SyncExamDevice {
  const keys = examStorageKeys(userId, childId)

  function readOutbox(attemptKey: string): StoredOutbox {
    const stored = parse(storage.getItem(keys.outbox(attemptKey))) as Partial<StoredOutbox> | null
    if (!stored || stored.version !== VERSION || !Array.isArray(stored.answers)) return { version: VERSION, answers: [] }
    const answers = stored.answers
      .filter(isLocalAnswer)
      .map(({ questionid, choices, fills, at, saveid, synced }) => ({ questionid, choices, fills, at, saveid, synced }))
    return { version: VERSION, answers, ...(typeof stored.submitKey === 'string' ? { submitKey: stored.submitKey } : {}) }
  }
  const writeOutbox = (attemptKey: string, outbox: StoredOutbox) => storage.setItem(keys.outbox(attemptKey), JSON.stringify(outbox))

  function attempt(): CachedAttempt | null {
    const stored = parse(storage.getItem(keys.attempt)) as { version?: unknown; start?: unknown; offset?: unknown } | null
    if (!stored || stored.version !== VERSION || typeof stored.offset !== 'number') return null
    const start = examStartResponseSchema.safeParse(stored.start)
    return start.success ? { start: start.data, offset: stored.offset } : null
  }

  return {
    attempt,
    keepAttempt(attempt) {
      storage.setItem(keys.attempt, JSON.stringify({ version: VERSION, ...attempt }))
    },
    answers: (attemptKey) => readOutbox(attemptKey).answers,
    put(attemptKey, answer) {
      const outbox = readOutbox(attemptKey)
      const given: LocalAnswer = { ...answer, synced: false }
      writeOutbox(attemptKey, { ...outbox, answers: [...outbox.answers.filter((entry) => entry.questionid !== answer.questionid), given] })
    },
    markSynced(attemptKey, questionid, saveid) {
      const outbox = readOutbox(attemptKey)
      const current = outbox.answers.find((entry) => entry.questionid === questionid)
      if (!current || current.saveid !== saveid || current.synced) return false
      current.synced = true
      writeOutbox(attemptKey, outbox)
      return true
    },
    submitKey(attemptKey, fresh) {
      const outbox = readOutbox(attemptKey)
      if (outbox.submitKey) return outbox.submitKey
      writeOutbox(attemptKey, { ...outbox, submitKey: fresh })
      return fresh
    },
    forget(attemptKey) {
      if (readOutbox(attemptKey).answers.some((answer) => !answer.synced)) return
      storage.removeItem(keys.outbox(attemptKey))
      if (attempt()?.start.key === attemptKey) storage.removeItem(keys.attempt)
    },
  }
}
