import type { CapacityLimits, OrgCapacity } from '@peilian/shared';
import type { Caller } from '../../auth/caller.js';
import { findOrgLimits, upsertOrgLimits } from '../../data/capacity.js';
import { findOrganisationById } from '../../data/organisations.js';
import { appError } from '../../errors/index.js';
import { orgCapacity } from '../../usage/capacity.js';

/**
 * Capacity in the back office (docs/billing.md "Capacity"): every administrator of an organisation
 * reads its own (`orgcapacity`, shown on the home and cost pages); the platform's top administrator
 * reads and sets any organisation's limits. The private edition has no limits to set.
 */

/** `GET api/admin/v3/orgcapacity`: the caller's organisation. */
export function readCapacity(request: Caller): Promise<OrgCapacity> {
  return orgCapacity({ deps: request.deps, orgId: request.orgId, zone: request.zone });
}

async function assertOrganisation(request: Caller, orgId: string): Promise<void> {
  if (request.deps.config.edition === 'private') throw appError('errors.billing.disabled');
  if (!(await findOrganisationById(request.deps.db, orgId))) throw appError('errors.billing.orgNotFound');
}

/** `GET api/admin/v3/cost/orgs/:id/limits`. */
export async function readLimits(request: Caller, orgId: string): Promise<CapacityLimits> {
  await assertOrganisation(request, orgId);
  const row = await findOrgLimits(request.deps.db, orgId);
  return { seats: row?.seats ?? null, storage: row?.storageBytes ?? null, aiMinutes: row?.aiMinutes ?? null };
}

/** `PUT api/admin/v3/cost/orgs/:id/limits`: every limit at once (null: none). */
export async function setLimits(request: Caller, orgId: string, limits: CapacityLimits): Promise<CapacityLimits> {
  await assertOrganisation(request, orgId);
  await upsertOrgLimits(request.deps.db, orgId, { seats: limits.seats, storageBytes: limits.storage, aiMinutes: limits.aiMinutes }, request.deps.clock.now());
  request.log.info({ orgId, by: request.userId, limits }, 'organisation limits set');
  return limits;
}
