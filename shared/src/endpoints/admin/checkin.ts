import { endpoint } from '../../api/endpoint.js';
import { okResponseSchema } from '../../api/envelopeSchemas.js';
import {
  checkinEnabledSchema,
  checkinGridQuerySchema,
  checkinGridResponseSchema,
  checkinLearnerResponseSchema,
  checkinListQuerySchema,
  checkinListResponseSchema,
  checkinRequestSchema,
  checkinResponseSchema,
} from '../../schemas/checkin.js';

const CHECKIN = 'api/admin/checkin';

/** Check-in tasks (`clockinout`, `clockinout-detail`; the data centre's `clockInDel`): docs/checkin.md. */
export const checkinEndpoints = {
  list: endpoint({ method: 'GET', path: CHECKIN, query: checkinListQuerySchema, response: checkinListResponseSchema }),
  read: endpoint({ method: 'GET', path: `${CHECKIN}/:id`, response: checkinResponseSchema }),
  create: endpoint({ method: 'POST', path: CHECKIN, body: checkinRequestSchema, response: checkinResponseSchema, json: true }),
  update: endpoint({ method: 'PUT', path: `${CHECKIN}/:id`, body: checkinRequestSchema, response: checkinResponseSchema, json: true }),
  enable: endpoint({ method: 'PUT', path: `${CHECKIN}/:id/enabled`, body: checkinEnabledSchema, response: checkinResponseSchema, json: true }),
  remove: endpoint({ method: 'DELETE', path: `${CHECKIN}/:id`, response: okResponseSchema }),
  /** The per-learner per-day grid (clockinout-detail). */
  grid: endpoint({ method: 'GET', path: `${CHECKIN}/:id/learners`, query: checkinGridQuerySchema, response: checkinGridResponseSchema }),
  /** One learner's days (the data centre's clockInDel). */
  learner: endpoint({ method: 'GET', path: `${CHECKIN}/:id/learners/:userid`, response: checkinLearnerResponseSchema }),
} as const;
