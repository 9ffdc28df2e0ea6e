import { bindEndpoints } from '@peilian/shared'
import { trainingRankingEndpoints } from '@peilian/shared/endpoints'
import { api } from './app'

/** The ranking subpackage's call, bound there so its schema travels with that page. */
export const rankingApi = bindEndpoints(api, { training: trainingRankingEndpoints }).training
