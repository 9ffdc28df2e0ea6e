import { bindEndpoints } from '@peilian/shared'
import { trainingTaskEndpoints } from '@peilian/shared/endpoints'
import { api } from './app'
import { createMediaApi } from './trainingApi'

/**
 * The task subpackage's training calls (task detail, file and video pages). Bound here, not in the
 * main package's `learnerApi`, so their schemas travel in that subpackage.
 */
export const mediaApi = createMediaApi(bindEndpoints(api, { training: trainingTaskEndpoints }).training)
