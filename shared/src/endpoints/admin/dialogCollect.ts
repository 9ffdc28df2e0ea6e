import { endpoint } from '../../api/endpoint.js';
import { okResponseSchema } from '../../api/envelopeSchemas.js';
import { fileDownloadSchema } from '../../schemas/files.js';
import {
  dialogCollectListQuerySchema,
  dialogCollectListResponseSchema,
  dialogCollectOptionsResponseSchema,
  dialogCollectResponseSchema,
  dialogCollectSceneResponseSchema,
  dialogCollectSpeakerSchema,
  dialogCollectUploadResponseSchema,
  recordingLinkQuerySchema,
} from '../../schemas/dialogCollect.js';

const COLLECT = 'api/admin/smart/dialogcollect';

/** Dialogue collection (`dialogcollect`, `dialogcollect-detail`): docs/assistant.md "Dialogue collection". */
export const dialogCollectEndpoints = {
  options: endpoint({ method: 'GET', path: `${COLLECT}/options`, response: dialogCollectOptionsResponseSchema }),
  list: endpoint({ method: 'GET', path: COLLECT, query: dialogCollectListQuerySchema, response: dialogCollectListResponseSchema }),
  /** The recordings in `file` (multipart, 1–5). */
  upload: endpoint({ method: 'POST', path: COLLECT, response: dialogCollectUploadResponseSchema, multipart: true }),
  read: endpoint({ method: 'GET', path: `${COLLECT}/:id`, response: dialogCollectResponseSchema }),
  speaker: endpoint({ method: 'PUT', path: `${COLLECT}/:id/speaker`, body: dialogCollectSpeakerSchema, response: dialogCollectResponseSchema, json: true }),
  /** Asks the model for a draft scenario from the transcript; made closed, for the flow editor. */
  scene: endpoint({ method: 'POST', path: `${COLLECT}/:id/scene`, response: dialogCollectSceneResponseSchema }),
  remove: endpoint({ method: 'DELETE', path: `${COLLECT}/:id`, response: okResponseSchema }),
  /** The recording itself, to listen to (with Range). */
  file: endpoint({ method: 'GET', path: `${COLLECT}/:id/file`, response: fileDownloadSchema, binary: true }),
  /** Public: the recording a recognition provider fetches by the short-lived link the server gave it (never a user). */
  recognitionAudio: endpoint({ method: 'GET', path: 'api/asrfile/:id', query: recordingLinkQuerySchema, response: fileDownloadSchema, binary: true }),
} as const;
