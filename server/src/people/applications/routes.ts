import { canUseFunction, functionTreeEntries, mayUseApplication, ok, ROLE_APPLICATIONS } from '@peilian/shared';
import { ADMIN_ENDPOINTS, LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import { ALL_FUNCTION_KEYS, ANY_ADMIN, callerContext, permissionUser } from '../../auth/functions.js';
import { findOrganisationById } from '../../data/organisations.js';
import { appError } from '../../errors/index.js';
import { adminRoute, learnerRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';

/**
 * `GET api/admin/organization/org/applications`: what the caller's organisation is licensed for
 * (every key in the private edition), so clients build the same PermissionContext the server uses.
 * `GET api/trainning/system/setting/software/functions`: what the signed-in user may use — the
 * applications their role opens and the functions they hold under the licence, by the rules the
 * guards apply (`mayUseApplication`, `canUseFunction`).
 */
export function registerApplicationRoutes(routers: Routers): void {
  adminRoute(routers, ADMIN_ENDPOINTS.applications.list, { functions: ANY_ADMIN }, async (_input, { deps: { config, db }, caller }) => {
    const org = await findOrganisationById(db, caller.orgId);
    if (!org) throw appError('errors.notFound');
    const licensed = config.edition === 'private' ? [...ALL_FUNCTION_KEYS] : ALL_FUNCTION_KEYS.filter((key) => org.licensedFunctions.includes(key));
    const allowlisted = Object.entries(config.allowLists)
      .filter(([, orgIds]) => orgIds.includes(org.id))
      .map(([key]) => key);
    return ok({ functions: licensed, data: functionTreeEntries(licensed), allowlisted });
  });

  learnerRoute(routers, LEARNER_ENDPOINTS.system.softwareFunctions, {}, async (_input, request) => {
    const user = permissionUser(request.caller);
    const context = await callerContext(request);
    const applications = ROLE_APPLICATIONS.filter((application) => mayUseApplication({ ...user, apps: request.caller.apps }, application));
    const usable = ALL_FUNCTION_KEYS.filter((key) => canUseFunction(user, key, context));
    return ok({ applications, data: functionTreeEntries(usable) });
  });
}
