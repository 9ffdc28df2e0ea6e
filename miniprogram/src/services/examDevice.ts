import {
  examStartResponseSchema,
  type CachedAttempt,
  type DeviceStorage,
  type KeptPaper,
  type LocalAnswer,
  type SyncDeviceRecords,
  type SyncExamDevice,
} from '@peilian/shared'

/**
 * A learner's exam on this phone, in WeChat storage: every answer the moment it is given (the
 * outbox of saves not yet acknowledged, one entry per attempt) and the attempt as the server last
 * sent it, so the page reopens — offline too — after the app was closed or killed — and the sealed
 * paper kept ahead of the start. Nothing here is
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

/** The storage keys of one learner's exam (a child task): the attempt, the sealed paper, and each attempt's outbox. */
export function examStorageKeys(userId: string, childId: string) {
  return {
    attempt: `peilian.exam.${userId}.${childId}`,
    paper: `peilian.examPaper.${userId}.${childId}`,
    outbox: (attemptKey: string) => `peilian.examAnswers.${userId}.${childId}.${attemptKey}`,
  }
}

function readOutbox(storage: DeviceStorage, name: string): StoredOutbox {
  const stored = parse(storage.getItem(name)) as Partial<StoredOutbox> | null
  if (!stored || stored.version !== VERSION || !Array.isArray(stored.answers)) return { version: VERSION, answers: [] }
  const answers = stored.answers
    .filter(isLocalAnswer)
    .map(({ questionid, choices, fills, at, saveid, synced }) => ({ questionid, choices, fills, at, saveid, synced }))
  return { version: VERSION, answers, ...(typeof stored.submitKey === 'string' ? { submitKey: stored.submitKey } : {}) }
}

const writeOutbox = (storage: DeviceStorage, name: string, outbox: StoredOutbox) => storage.setItem(name, JSON.stringify(outbox))

/**
 * One attempt's answers as shared `DeviceRecords`, keyed by question id, in the attempt's outbox
 * entry (its submit key kept beside them): the shape earlier versions of the app kept, so what a
 * learner left on the phone still reads.
 */
export function answerRecords(storage: DeviceStorage, name: string): SyncDeviceRecords<LocalAnswer> {
  const withAnswers = (change: (answers: LocalAnswer[]) => LocalAnswer[]) => {
    const outbox = readOutbox(storage, name)
    writeOutbox(storage, name, { ...outbox, answers: change(outbox.answers) })
  }
  return {
    all: () => readOutbox(storage, name).answers,
    get: (questionid) => readOutbox(storage, name).answers.find((answer) => answer.questionid === questionid),
    put: (questionid, record) =>
      withAnswers((answers) =>
        answers.some((answer) => answer.questionid === questionid)
          ? answers.map((answer) => (answer.questionid === questionid ? record : answer))
          : [...answers, record],
      ),
    remove: (questionid) => withAnswers((answers) => answers.filter((answer) => answer.questionid !== questionid)),
  }
}

/** The shared `ExamDevice` over WeChat storage (any synchronous key/value store in tests). */
export function createExamDevice(storage: DeviceStorage, userId: string, childId: string): SyncExamDevice {
  const keys = examStorageKeys(userId, childId)
  const records = (attemptKey: string) => answerRecords(storage, keys.outbox(attemptKey))

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
    paper(): KeptPaper | null {
      const stored = parse(storage.getItem(keys.paper)) as Partial<KeptPaper> | null
      return typeof stored?.version === 'string' && typeof stored.sealed === 'string' ? { version: stored.version, sealed: stored.sealed } : null
    },
    keepPaper({ version, sealed }) {
      storage.setItem(keys.paper, JSON.stringify({ version, sealed }))
    },
    answers: (attemptKey) => records(attemptKey).all(),
    put(attemptKey, answer) {
      // The question's latest answer goes last: the outbox sends the oldest first.
      const answers = records(attemptKey)
      answers.remove(answer.questionid)
      answers.put(answer.questionid, { ...answer, synced: false })
    },
    markSynced(attemptKey, questionid, saveid) {
      const answers = records(attemptKey)
      const current = answers.get(questionid)
      if (!current || current.saveid !== saveid || current.synced) return false
      answers.put(questionid, { ...current, synced: true })
      return true
    },
    submitKey(attemptKey, fresh) {
      const outbox = readOutbox(storage, keys.outbox(attemptKey))
      if (outbox.submitKey) return outbox.submitKey
      writeOutbox(storage, keys.outbox(attemptKey), { ...outbox, submitKey: fresh })
      return fresh
    },
    forget(attemptKey) {
      const waiting = records(attemptKey)
        .all()
        .filter((answer) => !answer.synced)
      if (waiting.length > 0) return
      storage.removeItem(keys.outbox(attemptKey))
      if (attempt()?.start.key === attemptKey) storage.removeItem(keys.attempt)
    },
  }
}
