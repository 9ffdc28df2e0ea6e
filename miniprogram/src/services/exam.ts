import { bindEndpoints, saveIdFromBytes, saveIdSequence, type ExamDevice, type OutboxConnectivity } from '@peilian/shared'
import { examEndpoints } from '@peilian/shared/endpoints'
import { watchAppVisibility, watchConnection } from '../lib/appLifecycle'
import { randomBytes } from '../lib/random'
import { taroStorage } from '../lib/storage'
import { api } from './app'
import { createExamDevice } from './examDevice'

/** The learner table's `exam` group, bound here so its schemas travel with the exam subpackage. */
export const examApi = bindEndpoints(api, { exam: examEndpoints }).exam

/** A learner's copy of an exam (a child task) in WeChat storage. */
export function examDevice(userId: string, childId: string): ExamDevice {
  return createExamDevice(taroStorage, userId, childId)
}

/**
 * The save ids of one opened attempt, made without waiting (an answer goes to storage in the tap
 * that gave it) from a fresh seed from WeChat's secure random source.
 */
export async function newSaveIds(): Promise<() => string> {
  return saveIdSequence(saveIdFromBytes(await randomBytes(16)))
}

/**
 * The moments to send the outbox again: the connection's return and the app's return to the
 * foreground. The phone says nothing reliable about being offline, so a failed send says it.
 */
export const phoneConnectivity: OutboxConnectivity = {
  watch({ resume }) {
    const stopConnection = watchConnection(resume)
    const stopVisibility = watchAppVisibility(() => undefined, resume)
    return () => {
      stopConnection()
      stopVisibility()
    }
  },
}
