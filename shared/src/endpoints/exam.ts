import { endpoint } from '../api/endpoint.js';
import {
  examAnswerBodySchema,
  examKeyQuerySchema,
  examLogsResponseSchema,
  examPaperResponseSchema,
  examQueryTimeResponseSchema,
  examResultResponseSchema,
  examSaveResponseSchema,
  examStartQuerySchema,
  examStartResponseSchema,
  examSubmitResponseSchema,
  examTokenQuerySchema,
  examTokenResponseSchema,
  examUserQuerySchema,
} from '../schemas/exam.js';

const BASE = 'api/trainning/v3/exampaper';

/** The learner's exam calls (learner §7), by exam child task `id`; `key` is the attempt's. */
export const examEndpoints = {
  token: endpoint({ method: 'GET', path: `${BASE}/token/:id`, query: examTokenQuerySchema, response: examTokenResponseSchema }),
  paper: endpoint({ method: 'GET', path: `${BASE}/:id/paper`, response: examPaperResponseSchema }),
  start: endpoint({ method: 'GET', path: `${BASE}/:id/start`, query: examStartQuerySchema, response: examStartResponseSchema }),
  save: endpoint({
    method: 'POST',
    path: `${BASE}/:id/save`,
    query: examKeyQuerySchema,
    body: examAnswerBodySchema,
    response: examSaveResponseSchema,
    json: true,
  }),
  submit: endpoint({
    method: 'POST',
    path: `${BASE}/:id/submit`,
    query: examKeyQuerySchema,
    body: examAnswerBodySchema,
    response: examSubmitResponseSchema,
    json: true,
  }),
  querytime: endpoint({ method: 'GET', path: `${BASE}/:id/querytime`, query: examKeyQuerySchema, response: examQueryTimeResponseSchema }),
  result: endpoint({ method: 'GET', path: `${BASE}/:id/result`, query: examUserQuerySchema, response: examResultResponseSchema }),
  logs: endpoint({ method: 'GET', path: `${BASE}/:id/logs`, query: examUserQuerySchema, response: examLogsResponseSchema }),
} as const;
