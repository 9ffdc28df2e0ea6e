import { endpoint } from '../../api/endpoint.js';
import {
  registrationDecisionResponseSchema,
  registrationExpiryRequestSchema,
  registrationListQuerySchema,
  registrationListResponseSchema,
  registrationRejectRequestSchema,
  registrationResponseSchema,
} from '../../schemas/registrationReview.js';

const REGISTRATIONS = 'api/admin/system/registrations';

/** The provider's review of enterprise self-registrations (`registrationreview`, isadmin 100 only). */
export const registrationEndpoints = {
  list: endpoint({ method: 'GET', path: REGISTRATIONS, query: registrationListQuerySchema, response: registrationListResponseSchema }),
  approve: endpoint({ method: 'POST', path: `${REGISTRATIONS}/:id/approve`, response: registrationDecisionResponseSchema, json: true }),
  reject: endpoint({
    method: 'POST',
    path: `${REGISTRATIONS}/:id/reject`,
    body: registrationRejectRequestSchema,
    response: registrationDecisionResponseSchema,
    json: true,
  }),
  /** Sets when an organisation's account ends (admin §4 "Account"): nobody of it signs in after. */
  expiry: endpoint({
    method: 'PUT',
    path: `${REGISTRATIONS}/:id/expiry`,
    body: registrationExpiryRequestSchema,
    response: registrationResponseSchema,
    json: true,
  }),
} as const;
