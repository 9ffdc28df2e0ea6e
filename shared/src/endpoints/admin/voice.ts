import { endpoint } from '../../api/endpoint.js';
import { okResponseSchema } from '../../api/envelope.js';
import { disableBodySchema } from '../../schemas/examAdmin.js';
import {
  categoriesResponseSchema,
  customerBodySchema,
  customerListResponseSchema,
  customerResponseSchema,
  nameListQuerySchema,
  scoringRuleBodySchema,
  scoringRuleListResponseSchema,
  scoringRuleResponseSchema,
  speechBodySchema,
  speechListQuerySchema,
  speechListResponseSchema,
  speechResponseSchema,
  storedPathResponseSchema,
  voiceTemplateListResponseSchema,
} from '../../schemas/practiceAdmin.js';

const SPEECH = 'api/admin/material/speech';
const VOICE = 'api/admin/voice';

/** The voice-practice libraries (docs/practice.md): speeches, customers, scoring rules, digital humans; JSON bodies. */
export const speechEndpoints = {
  list: endpoint({ method: 'GET', path: SPEECH, query: speechListQuerySchema, response: speechListResponseSchema }),
  categories: endpoint({ method: 'GET', path: `${SPEECH}/category`, response: categoriesResponseSchema }),
  read: endpoint({ method: 'GET', path: `${SPEECH}/:id`, response: speechResponseSchema }),
  create: endpoint({ method: 'POST', path: SPEECH, body: speechBodySchema, response: speechResponseSchema, json: true }),
  update: endpoint({ method: 'PUT', path: `${SPEECH}/:id`, body: speechBodySchema, response: speechResponseSchema, json: true }),
  disable: endpoint({ method: 'POST', path: `${SPEECH}/:id/disable`, body: disableBodySchema, response: speechResponseSchema, json: true }),
  remove: endpoint({ method: 'DELETE', path: `${SPEECH}/:id`, response: okResponseSchema }),
} as const;

export const customerEndpoints = {
  list: endpoint({ method: 'GET', path: `${VOICE}/customer`, query: nameListQuerySchema, response: customerListResponseSchema }),
  create: endpoint({ method: 'POST', path: `${VOICE}/customer`, body: customerBodySchema, response: customerResponseSchema, json: true }),
  update: endpoint({ method: 'PUT', path: `${VOICE}/customer/:id`, body: customerBodySchema, response: customerResponseSchema, json: true }),
  disable: endpoint({ method: 'POST', path: `${VOICE}/customer/:id/disable`, body: disableBodySchema, response: customerResponseSchema, json: true }),
  remove: endpoint({ method: 'DELETE', path: `${VOICE}/customer/:id`, response: okResponseSchema }),
  /** The customer's avatar image (multipart `file`). */
  avatar: endpoint({ method: 'POST', path: `${VOICE}/customer/avatar`, response: storedPathResponseSchema, multipart: true }),
} as const;

export const scoringRuleEndpoints = {
  list: endpoint({ method: 'GET', path: `${VOICE}/scorerule`, query: nameListQuerySchema, response: scoringRuleListResponseSchema }),
  create: endpoint({ method: 'POST', path: `${VOICE}/scorerule`, body: scoringRuleBodySchema, response: scoringRuleResponseSchema, json: true }),
  update: endpoint({ method: 'PUT', path: `${VOICE}/scorerule/:id`, body: scoringRuleBodySchema, response: scoringRuleResponseSchema, json: true }),
  disable: endpoint({ method: 'POST', path: `${VOICE}/scorerule/:id/disable`, body: disableBodySchema, response: scoringRuleResponseSchema, json: true }),
  remove: endpoint({ method: 'DELETE', path: `${VOICE}/scorerule/:id`, response: okResponseSchema }),
} as const;

export const digitalHumanEndpoints = {
  list: endpoint({ method: 'GET', path: `${VOICE}/digitalhuman`, query: nameListQuerySchema, response: voiceTemplateListResponseSchema }),
} as const;
