import { endpoint } from '../../api/endpoint.js';
import { okResponseSchema } from '../../api/envelopeSchemas.js';
import { fileDownloadSchema } from '../../schemas/files.js';
import {
  checkVoiceFlagBodySchema,
  voiceprintAuditAudioQuerySchema,
  voiceprintAuditListQuerySchema,
  voiceprintAuditListResponseSchema,
  voiceprintAuditResponseSchema,
} from '../../schemas/voiceprint.js';

const ORG = 'api/admin/organization';

/** The voiceprint audit (`check`, admin §3–4) and an admin's removal of a user's voiceprint (admin §7). */
export const voiceprintEndpoints = {
  audits: endpoint({ method: 'GET', path: `${ORG}/voiceprint/audit`, query: voiceprintAuditListQuerySchema, response: voiceprintAuditListResponseSchema }),
  /** The original or the new sample of a record (wav). */
  audio: endpoint({
    method: 'GET',
    path: `${ORG}/voiceprint/audit/:id/audio`,
    query: voiceprintAuditAudioQuerySchema,
    response: fileDownloadSchema,
    binary: true,
  }),
  /** Passes or rejects the user's pending re-registration; final. */
  checkVoiceFlag: endpoint({
    method: 'PUT',
    path: `${ORG}/user/checkvoiceflag/:id`,
    body: checkVoiceFlagBodySchema,
    response: voiceprintAuditResponseSchema,
    json: true,
  }),
  /** Deletes the user's voiceprint (`unregisterface`). */
  unregister: endpoint({ method: 'POST', path: `${ORG}/user/:id/unregisterface`, response: okResponseSchema, json: true }),
} as const;
