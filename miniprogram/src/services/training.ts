import { centerResponseSchema, createCentreStore, createProgressSender, forgetCentreOnUserChange, systemClock, type OutboxConnectivity } from '@peilian/shared'
import { watchAppVisibility, watchConnection } from '../lib/appLifecycle'
import { taroStorage } from '../lib/storage'
import { sessionStore } from '../stores/session'
import { learnerApi } from './app'
import { createProgressOutbox, outboxKey } from './progressOutbox'
import { createTrainingApi } from './trainingApi'

/** The training calls of the signed-in learner. */
export const training = createTrainingApi(learnerApi.training)

/** The moments to send what waits again: the phone regains a connection, or the app comes back. */
const phoneResumes: OutboxConnectivity = {
  watch({ resume }) {
    const unwatch = [watchConnection(resume), watchAppVisibility(() => undefined, resume)]
    return () => unwatch.forEach((stop) => stop())
  },
}

/** Progress reports with the signed-in learner's outbox in WeChat storage; started while a media page is open. */
export const mediaReporter = createProgressSender(
  ({ childId, mediaId, ...report }) => training.report(childId, mediaId, report),
  () => createProgressOutbox(taroStorage, outboxKey(sessionStore.getState().user?.id ?? 'anonymous')),
  { clock: systemClock, connectivity: phoneResumes },
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
