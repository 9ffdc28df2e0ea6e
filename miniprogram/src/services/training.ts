import { createProgressSender } from '@peilian/shared'
import { taroStorage } from '../lib/storage'
import { sessionStore } from '../stores/session'
import { learnerApi } from './app'
import { createCentreCache } from './centreCache'
import { createProgressOutbox, outboxKey } from './progressOutbox'
import { createTrainingApi } from './trainingApi'

/** The training calls of the signed-in learner. */
export const training = createTrainingApi(learnerApi.training)

/** The last loaded training centre per user, for offline use. */
export const centreCache = createCentreCache(taroStorage)

/** Progress reports with the signed-in learner's outbox in WeChat storage. */
export const mediaReporter = createProgressSender(
  ({ childId, mediaId, ...report }) => training.report(childId, mediaId, report),
  () => createProgressOutbox(taroStorage, outboxKey(sessionStore.getState().user?.id ?? 'anonymous')),
)
