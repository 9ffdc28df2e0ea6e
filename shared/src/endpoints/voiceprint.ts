import { endpoint } from '../api/endpoint.js';
import { okResponseSchema } from '../api/envelopeSchemas.js';
import { myVoiceprintResponseSchema, vprSocketResponseSchema } from '../schemas/myVoiceprint.js';

/** Voiceprints on the learner surfaces (learner §7; docs/voiceprint.md): the socket to use, one's own voiceprint, unbinding it. */
export const voiceprintEndpoints = {
  /** Before sign-in too: the login page's voiceprint tab asks it. */
  socket: endpoint({ method: 'GET', path: 'api/login/vprsocket', response: vprSocketResponseSchema, noLogout: true }),
  mine: endpoint({ method: 'GET', path: 'api/trainning/user/voiceprint', response: myVoiceprintResponseSchema }),
  /** Deletes the voiceprint, its samples and a pending re-registration. */
  unbind: endpoint({ method: 'PUT', path: 'api/trainning/user/unbind/voice', response: okResponseSchema }),
} as const;
