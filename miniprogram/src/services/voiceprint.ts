import { bindEndpoints } from '@peilian/shared'
import { voiceprintEndpoints } from '@peilian/shared/endpoints'
import { api } from './app'

/**
 * The learner table's `voiceprint` group: the personal centre's card (`mine`, `unbind`) and the
 * registration's socket address (`socket`). Small, so bound here for both packages.
 */
export const voiceprintApi = bindEndpoints(api, { voiceprint: voiceprintEndpoints }).voiceprint
