import { endpoint } from '../api/endpoint.js';
import {
  appealBodySchema,
  appealRecordQuerySchema,
  appealRecordResponseSchema,
  appealResponseSchema,
  myAppealsQuerySchema,
  myAppealsResponseSchema,
} from '../schemas/appeals.js';

const APPEAL = 'api/trainning/v3/appeal';

/** A learner's appeals of their scored records (docs/appeals.md). */
export const appealEndpoints = {
  /** Whether a record may be appealed, what it could point at, and its appeal if made. */
  record: endpoint({ method: 'GET', path: `${APPEAL}/record`, query: appealRecordQuerySchema, response: appealRecordResponseSchema }),
  submit: endpoint({ method: 'POST', path: APPEAL, body: appealBodySchema, response: appealResponseSchema, json: true }),
  mine: endpoint({ method: 'GET', path: APPEAL, query: myAppealsQuerySchema, response: myAppealsResponseSchema }),
  /** One appeal; reading a replied one marks the reply read. */
  read: endpoint({ method: 'GET', path: `${APPEAL}/:id`, response: appealResponseSchema }),
} as const;
