import { createTaskDetailStore, forgetTaskDetailsOnUserChange, taskDetailResponseSchema } from '@peilian/shared'
import { taroStorage } from '../lib/storage'
import { sessionStore } from '../stores/session'
import { mediaApi } from './media'

/**
 * The task detail, shared's store over WeChat storage: the last detail fetched of each recently
 * opened package shows at once — offline too, with the centre's notice — and the fresh one follows.
 * What comes back out of storage is checked against the answer's schema. Lives in the task
 * subpackage with the page that uses it.
 */
export const taskDetailStore = createTaskDetailStore({
  fetch: (packageId) => mediaApi.task(packageId),
  storage: taroStorage,
  parse: (body) => taskDetailResponseSchema.safeParse(body).data ?? null,
})

// Signing out, or another learner signing in: the kept details are nobody's on screen now.
forgetTaskDetailsOnUserChange(taskDetailStore, sessionStore)
