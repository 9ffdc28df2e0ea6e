import { endpoint } from '../../api/endpoint.js';
import { fileDownloadSchema } from '../../schemas/files.js';
import { dialogWavAnswerSchema, dialogWavQuerySchema } from '../../schemas/practiceDialogue.js';
import {
  dubbingLineListQuerySchema,
  dubbingLineListResponseSchema,
  dubbingRetryBodySchema,
  dubbingTaskBodySchema,
  dubbingTaskListQuerySchema,
  dubbingTaskListResponseSchema,
  dubbingTaskResponseSchema,
} from '../../schemas/practiceDubbing.js';

const TASK = 'api/admin/voice/dubbingtask';

/** Dubbing tasks of the digital humans (`voicetaskdetails`, docs/practice.md "Dubbing tasks"); JSON bodies. */
export const dubbingEndpoints = {
  list: endpoint({ method: 'GET', path: TASK, query: dubbingTaskListQuerySchema, response: dubbingTaskListResponseSchema }),
  /** Queues a task (an unfinished one of the same digital human and scope is answered instead). */
  create: endpoint({ method: 'POST', path: TASK, body: dubbingTaskBodySchema, response: dubbingTaskResponseSchema, json: true }),
  /** With its progress, polled while it is queued or running. */
  read: endpoint({ method: 'GET', path: `${TASK}/:id`, response: dubbingTaskResponseSchema }),
  lines: endpoint({ method: 'GET', path: `${TASK}/:id/lines`, query: dubbingLineListQuerySchema, response: dubbingLineListResponseSchema }),
  /** Puts one failed line, or every failed line, back to pending. */
  retry: endpoint({ method: 'POST', path: `${TASK}/:id/retry`, body: dubbingRetryBodySchema, response: dubbingTaskResponseSchema, json: true }),
} as const;

const DIALOG_WAV = 'api/admin/material/dialogwav/:id';

/**
 * A scenario's lines as its customer's digital human voiced them (admin §7 `dialogwav`), or with
 * `type=session` a practice session's whole dialogue as one audio file and its transcript.
 */
export const dialogWavEndpoints = {
  read: endpoint({ method: 'GET', path: DIALOG_WAV, query: dialogWavQuerySchema, response: dialogWavAnswerSchema }),
  /** The session's dialogue file (audio/mpeg, with Range), once it is ready. */
  audio: endpoint({ method: 'GET', path: `${DIALOG_WAV}/audio`, response: fileDownloadSchema, binary: true }),
} as const;
