import { bindEndpoints, type MediaTaskResponse } from '@peilian/shared'
import { trainingTaskEndpoints } from '@peilian/shared/endpoints'
import { api } from './app'
import { mediaReporter } from './training'
import { createMediaApi } from './trainingApi'

/**
 * The task subpackage's training calls (task detail, file and video pages). Bound here, not in the
 * main package's `learnerApi`, so their schemas travel in that subpackage.
 */
export const mediaApi = createMediaApi(bindEndpoints(api, { training: trainingTaskEndpoints }).training)

/**
 * A file or video task's contents, once the time learned offline for it has been sent: opening a
 * media restarts the server's clock, so what was measured must arrive first.
 */
export async function loadMediaTask(childId: string): Promise<MediaTaskResponse> {
  await mediaReporter.flush(childId).catch(() => undefined)
  return mediaApi.mediaTask(childId)
}
