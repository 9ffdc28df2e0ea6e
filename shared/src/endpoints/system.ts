import { endpoint } from '../api/endpoint.js';
import { orgApplicationsResponseSchema } from '../schemas/people.js';
import { healthResponseSchema } from '../schemas/system.js';

/** What the deployment is and what the organisation is licensed for. */
export const systemEndpoints = {
  /** Public: the login page reads the edition before anyone signs in. */
  health: endpoint({ method: 'GET', path: 'api/health', response: healthResponseSchema }),
  /** An admin call: only administrators' sessions load the licence. */
  applications: endpoint({ method: 'GET', path: 'api/admin/organization/org/applications', response: orgApplicationsResponseSchema }),
} as const;
