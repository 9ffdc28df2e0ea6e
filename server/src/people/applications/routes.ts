import { functionTreeEntries, ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { ALL_FUNCTION_KEYS, ANY_ADMIN } from '../../auth/functions.js';
import { findOrganisationById } from '../../data/organisations.js';
import { appError } from '../../errors/index.js';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';

/**
 * `GET api/admin/organization/org/applications`: what the caller's organisation is licensed for
 * (every key in the private edition), so clients build the same PermissionContext the server uses.
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
}
