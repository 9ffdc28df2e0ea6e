import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { singleFile, uploadedFiles } from '../../http/validate.js';
import { createCustomer, customerInOrg, customerList, editCustomer, presentedCustomer, removeCustomer, setCustomerDisabled } from './commands.js';
import { storeAvatar } from '../files.js';
import { customerDetails } from './details.js';

const { customers } = ADMIN_ENDPOINTS;
const CUSTOMERS = { functions: 'voicecustomer' };
/** The scene editor (`voicescene`) picks a scenario's customer. */
const READ = { functions: ['voicecustomer', 'voicescene'] };
const ID = { targets: ['params.id'] };

/** Customers (personas): `voicecustomer` (its details page `voicecustomerdetails` has the same rights); the scene editor reads them. */
export function registerCustomerRoutes(routers: Routers): void {
  adminRoute(routers, customers.list, READ, async ({ query }, request) => ok(await customerList(request, query())));

  adminRoute(routers, customers.create, CUSTOMERS, async ({ body }, request) => ok({ customer: await createCustomer(request, body()) }));

  // A 132×132 jpg or png in `file`.
  adminRoute(routers, customers.avatar, CUSTOMERS, async (_input, request, ctx) => {
    const file = singleFile(uploadedFiles(ctx, 'file'), 'practiceAdmin.rules.avatarFormat');
    return ok({ path: await storeAvatar(request, file) });
  });

  adminRoute(routers, customers.read, { ...READ, ...ID }, async ({ params }, request) => ok({ customer: await presentedCustomer(request, params.id) }));

  // The details page (voicecustomerdetails, a hidden child: it shares voicecustomer's rights).
  adminRoute(routers, customers.details, { ...CUSTOMERS, ...ID }, async ({ params }, request) => ok(await customerDetails(request, params.id)));

  adminRoute(routers, customers.update, { ...CUSTOMERS, ...ID }, async ({ params, body }, request) => {
    const customer = await customerInOrg(request, params.id);
    return ok({ customer: await editCustomer(request, customer, body()) });
  });

  adminRoute(routers, customers.disable, { ...CUSTOMERS, ...ID }, async ({ params, body }, request) => {
    const customer = await customerInOrg(request, params.id);
    return ok({ customer: await setCustomerDisabled(request, customer, body().disabled) });
  });

  adminRoute(routers, customers.remove, { ...CUSTOMERS, ...ID, recycles: 'customer' }, async ({ params }, request) => {
    await removeCustomer(request, await customerInOrg(request, params.id));
    return ok({});
  });
}
