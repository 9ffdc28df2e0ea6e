import { endpoint } from '../../api/endpoint.js';
import { okResponseSchema } from '../../api/envelopeSchemas.js';
import {
  badgeListResponseSchema,
  badgeRequestSchema,
  badgeResponseSchema,
  levelListResponseSchema,
  levelRequestSchema,
  levelResponseSchema,
} from '../../schemas/levels.js';

const LEVEL = 'api/admin/system/level';
const BADGE = 'api/admin/system/badge';

/** The organisation's levels (`adminlevel`, admin §3 Level): the whole ladder, lowest first. */
export const levelEndpoints = {
  list: endpoint({ method: 'GET', path: LEVEL, response: levelListResponseSchema }),
  create: endpoint({ method: 'POST', path: LEVEL, body: levelRequestSchema, response: levelResponseSchema }),
  update: endpoint({ method: 'PUT', path: `${LEVEL}/:id`, body: levelRequestSchema, response: levelResponseSchema }),
  remove: endpoint({ method: 'DELETE', path: `${LEVEL}/:id`, response: okResponseSchema }),
} as const;

/** The organisation's badges (`adminlevel`, admin §3 Badge), by sort. */
export const badgeEndpoints = {
  list: endpoint({ method: 'GET', path: BADGE, response: badgeListResponseSchema }),
  create: endpoint({ method: 'POST', path: BADGE, body: badgeRequestSchema, response: badgeResponseSchema }),
  update: endpoint({ method: 'PUT', path: `${BADGE}/:id`, body: badgeRequestSchema, response: badgeResponseSchema }),
  remove: endpoint({ method: 'DELETE', path: `${BADGE}/:id`, response: okResponseSchema }),
} as const;
