import { endpoint } from '../../api/endpoint.js';
import { fileDownloadSchema } from '../../schemas/files.js';
import {
  appealDetailResponseSchema,
  appealListQuerySchema,
  appealListResponseSchema,
  appealRejectBodySchema,
  appealResolveBodySchema,
  workCalendarBodySchema,
  workCalendarResponseSchema,
} from '../../schemas/appeals.js';

const COMPLAIN = 'api/admin/train/complain';

/** Appeals in the back office (`complain`, `complain-detail`; docs/appeals.md). */
export const appealAdminEndpoints = {
  list: endpoint({ method: 'GET', path: COMPLAIN, query: appealListQuerySchema, response: appealListResponseSchema }),
  calendar: endpoint({ method: 'GET', path: `${COMPLAIN}/calendar`, response: workCalendarResponseSchema }),
  saveCalendar: endpoint({ method: 'PUT', path: `${COMPLAIN}/calendar`, body: workCalendarBodySchema, response: workCalendarResponseSchema, json: true }),
  read: endpoint({ method: 'GET', path: `${COMPLAIN}/:id`, response: appealDetailResponseSchema }),
  /** The learner's recording of one line of the record (`key` of an `audio` line). */
  audio: endpoint({ method: 'GET', path: `${COMPLAIN}/:id/audio/:key`, response: fileDownloadSchema, binary: true }),
  accept: endpoint({ method: 'PUT', path: `${COMPLAIN}/:id/accept`, response: appealDetailResponseSchema, json: true }),
  resolve: endpoint({ method: 'PUT', path: `${COMPLAIN}/:id/resolve`, body: appealResolveBodySchema, response: appealDetailResponseSchema, json: true }),
  reject: endpoint({ method: 'PUT', path: `${COMPLAIN}/:id/reject`, body: appealRejectBodySchema, response: appealDetailResponseSchema, json: true }),
} as const;
