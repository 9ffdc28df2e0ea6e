import { bindEndpoints } from '@peilian/shared'
import { trainingCheckinEndpoints } from '@peilian/shared/endpoints'
import { api } from './app'

/** The check-in subpackage's calls (docs/checkin.md), bound there so their schemas travel with its page. */
export const checkinApi = bindEndpoints(api, { training: trainingCheckinEndpoints }).training
