import { customerBodySchema, disableBodySchema, nameListQuerySchema, ok } from '@peilian/shared';
import type { Context } from 'koa';
import { requireFunction } from '../../auth/functions.js';
import { parseBody, parseQuery, uploadedFiles } from '../../http/validate.js';
import { createCustomer, customerInOrg, customerList, editCustomer, presentedCustomer, removeCustomer, setCustomerDisabled } from './commands.js';
import { singleFile, storeAvatar } from '../files.js';
import type { Routers } from '../../http/routers.js';
import { callerRequest } from '../../lib/request.js';

async function list(ctx: Context): Promise<void> {
  const query = parseQuery(ctx, nameListQuerySchema);
  ctx.body = ok(await customerList(callerRequest(ctx), query));
}

async function detail(ctx: Context): Promise<void> {
  ctx.body = ok({ customer: await presentedCustomer(callerRequest(ctx), String(ctx.params.id)) });
}

async function create(ctx: Context): Promise<void> {
  const input = parseBody(ctx, customerBodySchema);
  ctx.body = ok({ customer: await createCustomer(callerRequest(ctx), input) });
}

async function update(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const customer = await customerInOrg(request, String(ctx.params.id));
  const input = parseBody(ctx, customerBodySchema);
  ctx.body = ok({ customer: await editCustomer(request, customer, input) });
}

async function disable(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const customer = await customerInOrg(request, String(ctx.params.id));
  const { disabled } = parseBody(ctx, disableBodySchema);
  ctx.body = ok({ customer: await setCustomerDisabled(request, customer, disabled) });
}

async function remove(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  await removeCustomer(request, await customerInOrg(request, String(ctx.params.id)));
  ctx.body = ok({});
}

/** `POST api/admin/voice/customer/avatar` (multipart `file`): a 132×132 jpg or png; answers its `path`. */
async function avatar(ctx: Context): Promise<void> {
  const file = singleFile(uploadedFiles(ctx, 'file'), 'practiceAdmin.rules.avatarFormat');
  ctx.body = ok({ path: await storeAvatar(callerRequest(ctx), file) });
}

/** Customers (personas): `voicecustomer` (its details page `voicecustomerdetails` has the same rights); the scene editor reads them. */
export function registerCustomerRoutes({ admin }: Routers): void {
  const id = { targets: ['params.id'] };
  admin.get('/api/admin/voice/customer', requireFunction(['voicecustomer', 'voicescene']), list);
  admin.post('/api/admin/voice/customer', requireFunction('voicecustomer'), create);
  admin.post('/api/admin/voice/customer/avatar', requireFunction('voicecustomer'), avatar);
  admin.get('/api/admin/voice/customer/:id', requireFunction(['voicecustomer', 'voicescene'], id), detail);
  admin.put('/api/admin/voice/customer/:id', requireFunction('voicecustomer', id), update);
  admin.post('/api/admin/voice/customer/:id/disable', requireFunction('voicecustomer', id), disable);
  admin.delete('/api/admin/voice/customer/:id', requireFunction('voicecustomer', id), remove);
}
