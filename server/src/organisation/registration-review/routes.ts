import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { approveRegistration, registrationPage, rejectRegistration, setRegistrationExpiry } from './commands.js';

const { registrations } = ADMIN_ENDPOINTS;
/** The platform's top administrator only (the function requires isadmin 100). */
const REVIEW = { functions: 'registrationreview' };
// The one place an id names another organisation on purpose: the provider reviews every registration.
const ID = { ...REVIEW, targets: ['params.id'] };

/** The provider's review of enterprise self-registrations. */
export function registerRegistrationReviewRoutes(routers: Routers): void {
  adminRoute(routers, registrations.list, REVIEW, async ({ query }, request) => ok(await registrationPage(request, query())));

  adminRoute(routers, registrations.approve, ID, async ({ params }, request) => ok(await approveRegistration(request, params.id)));

  adminRoute(routers, registrations.reject, ID, async ({ params, body }, request) => ok(await rejectRegistration(request, params.id, body().reason)));

  adminRoute(routers, registrations.expiry, ID, async ({ params, body }, request) =>
    ok({ registration: await setRegistrationExpiry(request, params.id, body()) }),
  );
}
