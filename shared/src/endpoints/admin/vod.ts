import { endpoint } from '../../api/endpoint.js';
import { vodSignatureResponseSchema } from '../../schemas/cloudUpload.js';

/** The video service's client-upload signature (docs/media.md). */
export const vodEndpoints = {
  signature: endpoint({ method: 'GET', path: 'api/admin/v3/vod/signature', response: vodSignatureResponseSchema }),
} as const;
