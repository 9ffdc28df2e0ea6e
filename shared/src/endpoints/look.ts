import { endpoint } from '../api/endpoint.js';
import { systemConfigQuerySchema, systemConfigResponseSchema } from '../schemas/systemConfig.js';

/**
 * The organisation's look (`setting.data`, learner §3): public with `?org=` for the login page, else
 * the caller's own. A group of its own, so a client binds it only where it shows the look.
 */
export const lookEndpoints = {
  systemConfig: endpoint({ method: 'GET', path: 'api/systemconfig', query: systemConfigQuerySchema, response: systemConfigResponseSchema, noLogout: true }),
  /** The same, under the training centre's path (spec). */
  trainingSystemConfig: endpoint({
    method: 'GET',
    path: 'api/trainning/system/setting/systemconfig',
    query: systemConfigQuerySchema,
    response: systemConfigResponseSchema,
    noLogout: true,
  }),
} as const;
