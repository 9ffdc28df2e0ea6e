import { endpoint } from '../api/endpoint.js';
import { orgApplicationsResponseSchema, softwareFunctionsResponseSchema } from '../schemas/orgApplications.js';
import { commonListResponseSchema, healthResponseSchema, localeResponseSchema, readyResponseSchema, versionResponseSchema } from '../schemas/system.js';

/** What the deployment is and what the organisation is licensed for. */
export const systemEndpoints = {
  /** Public: the login page reads the edition before anyone signs in. */
  health: endpoint({ method: 'GET', path: 'api/health', response: healthResponseSchema }),
  /** Public: a load balancer's readiness check — the database and Redis answer (docs/deploy.md, "Health"). */
  ready: endpoint({ method: 'GET', path: 'api/ready', response: readyResponseSchema }),
  /** The back office's version label (admin §7), for any administrator. */
  version: endpoint({ method: 'GET', path: 'api/admin/system/version', response: versionResponseSchema }),
  /** Public: a client that does not carry every language (the mini-program) loads one namespace of one when the learner picks it. */
  locale: endpoint({ method: 'GET', path: 'api/locales/:language/:namespace', response: localeResponseSchema }),
  /** Public: a named list a form offers (`businesstype`, `language`), labelled in the caller's language; another name is not found. */
  commonList: endpoint({ method: 'GET', path: 'api/common/:name', response: commonListResponseSchema }),
  /** An admin call: only administrators' sessions load the licence. */
  applications: endpoint({ method: 'GET', path: 'api/admin/organization/org/applications', response: orgApplicationsResponseSchema }),
  /** Any signed-in user: the applications and functions they may use (learner §3). */
  softwareFunctions: endpoint({ method: 'GET', path: 'api/trainning/system/setting/software/functions', response: softwareFunctionsResponseSchema }),
} as const;
