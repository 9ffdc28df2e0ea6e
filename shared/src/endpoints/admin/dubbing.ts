import { endpoint } from '../../api/endpoint.js';
import {
  dialogWavResponseSchema,
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

/** A scenario's lines as its customer's digital human voiced them (admin §7 `dialogwav`). */
export const dialogWavEndpoints = {
  read: endpoint({ method: 'GET', path: 'api/admin/material/dialogwav/:id', response: dialogWavResponseSchema }),
} as const;
