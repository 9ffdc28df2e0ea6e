import { centerResponseSchema, createCentreStore, createProgressSender, forgetCentreOnUserChange } from '@peilian/shared'
import { taroStorage } from '../lib/storage'
import { sessionStore } from '../stores/session'
import { learnerApi } from './app'
import { createProgressOutbox, outboxKey } from './progressOutbox'
import { createTrainingApi } from './trainingApi'

/** The training calls of the signed-in learner. */
export const training = createTrainingApi(learnerApi.training)

/** Progress reports with the signed-in learner's outbox in WeChat storage. */
export const mediaReporter = createProgressSender(
  ({ childId, mediaId, ...report }) => training.report(childId, mediaId, report),
  () => createProgressOutbox(taroStorage, outboxKey(sessionStore.getState().user?.id ?? 'anonymous')),
)

/**
 * The training centre, shared's stale-while-revalidate store over WeChat storage: the last list
 * shows at once, the fresh one follows. Seconds measured offline reach the server before the list
 * that shows them is read; what comes back out of storage is checked against the answer's schema.
 */
export const centreStore = createCentreStore({
  fetch: async () => {
    await mediaReporter.flush().catch(() => undefined)
    return training.centre()
  },
  storage: taroStorage,
  parse: (body) => centerResponseSchema.safeParse(body).data ?? null,
})

// Signing out, or another learner signing in: the kept list is nobody's on screen now.
forgetCentreOnUserChange(centreStore, sessionStore)
