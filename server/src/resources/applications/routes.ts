import { functionTreeEntries, ok, type OrgApplicationsResponse } from '@peilian/shared';
import type { Context } from 'koa';
import { ALL_FUNCTION_KEYS, ANY_ADMIN, requireFunction } from '../../auth/functions.js';
import { authOf } from '../../auth/middleware.js';
import { findOrganisationById } from '../../data/organisations.js';
import { appError } from '../../errors/index.js';
import type { Routers } from '../../http/routers.js';

/**
 * `GET api/admin/organization/org/applications`: what the caller's organisation is licensed for
 * (every key in the private edition), so clients build the same PermissionContext the server uses.
 */
async function applications(ctx: Context): Promise<void> {
  const { user } = authOf(ctx);
  const { config, db } = ctx.deps;
  const org = await findOrganisationById(db, user.orgId);
  if (!org) throw appError('errors.notFound');
  const licensed = config.edition === 'private' ? [...ALL_FUNCTION_KEYS] : ALL_FUNCTION_KEYS.filter((key) => org.licensedFunctions.includes(key));
  const allowlisted = Object.entries(config.allowLists)
    .filter(([, orgIds]) => orgIds.includes(org.id))
    .map(([key]) => key);
  const body: OrgApplicationsResponse = ok({ functions: licensed, data: functionTreeEntries(licensed), allowlisted });
  ctx.body = body;
}

export function registerApplicationRoutes({ admin }: Routers): void {
  admin.get('/api/admin/organization/org/applications', requireFunction(ANY_ADMIN), applications);
}
