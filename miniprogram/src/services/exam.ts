import { flushOutbox, saveIdFromBytes, type FlushResult, type LocalAnswer } from '@peilian/shared'
import { randomBytes } from '../lib/random'
import { taroStorage } from '../lib/storage'
import { learnerApi } from './app'
import { createExamApi } from './examApi'
import { createExamDevice, type ExamDevice } from './examDevice'

/** The exam calls of the signed-in learner. */
export const examApi = createExamApi(learnerApi.exam)

/** A learner's copy of an exam (a child task) in WeChat storage. */
export function examDevice(userId: string, childId: string): ExamDevice {
  return createExamDevice(taroStorage, userId, childId)
}

/** A fresh random seed for an attempt's save ids (WeChat's secure random source). */
export async function saveIdSeed(): Promise<string> {
  return saveIdFromBytes(await randomBytes(16))
}

/**
 * Sends an attempt's unsynced answers kept on the phone, each as its own idempotent save (see
 * shared `flushOutbox`); `acknowledged` hears of each answer the server now holds.
 */
export function sendExamOutbox(
  device: ExamDevice,
  childId: string,
  attemptKey: string,
  acknowledged?: (answer: LocalAnswer) => void,
): Promise<FlushResult> {
  return flushOutbox({
    pending: () => Promise.resolve(device.answers(attemptKey).filter((answer) => !answer.synced)),
    save: ({ questionid, choices, fills, at, saveid }) => examApi.save(childId, attemptKey, { saveid, at, items: [{ questionid, choices, fills, at }] }),
    acknowledge: (answer) => {
      if (device.markSynced(attemptKey, answer.questionid, answer.saveid)) acknowledged?.(answer)
      return Promise.resolve()
    },
  })
}
