import {
  catalogQuerySchema,
  createCatalogRequestSchema,
  ok,
  updateCatalogRequestSchema,
  type CatalogResponse,
  type CatalogTreeResponse,
} from '@peilian/shared';
import type { Context } from 'koa';
import { ANY_ADMIN, requireFunction } from '../../auth/functions.js';
import { parseBody, parseQuery } from '../../http/validate.js';
import { assertCatalogueFunction, catalogueInOrg, catalogueList, changeCatalogue, createCatalogue, removeCatalogue } from './commands.js';
import { presentCatalogue, presentCatalogueTree } from '../presenter.js';
import type { Routers } from '../../http/routers.js';
import { callerRequest } from '../../lib/request.js';

/** `GET api/admin/material/catalog?type`: one type's tree with direct content counts. */
async function catalogTree(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const { type } = parseQuery(ctx, catalogQuerySchema);
  await assertCatalogueFunction(request, type, 'read');
  const { rows, counts } = await catalogueList(request, type);
  const body: CatalogTreeResponse = ok({ rows: presentCatalogueTree(rows, counts) });
  ctx.body = body;
}

async function catalogCreate(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const input = parseBody(ctx, createCatalogRequestSchema);
  await assertCatalogueFunction(request, input.type);
  const body: CatalogResponse = ok({ catalog: presentCatalogue(await createCatalogue(request, input)) });
  ctx.body = body;
}

async function catalogUpdate(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const catalogue = await catalogueInOrg(request, String(ctx.params.id));
  await assertCatalogueFunction(request, catalogue.type);
  const input = parseBody(ctx, updateCatalogRequestSchema);
  const body: CatalogResponse = ok({ catalog: presentCatalogue(await changeCatalogue(request, catalogue, input)) });
  ctx.body = body;
}

/** `DELETE .../catalog/{id}`: refused while the catalogue holds content or sub-catalogues. */
async function catalogDelete(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const catalogue = await catalogueInOrg(request, String(ctx.params.id));
  await assertCatalogueFunction(request, catalogue.type);
  await removeCatalogue(request, catalogue);
  ctx.body = ok({});
}

/**
 * Catalogue trees serve every catalogue type (files and videos for the content library, questions,
 * papers), so the routes admit any administrator and each request checks the function of its
 * type: studysystem for 5/6/7, questionbank for 11, exammanagement for 12.
 */
export function registerCatalogueRoutes({ admin }: Routers): void {
  const id = { targets: ['params.id'] };
  admin.get('/api/admin/material/catalog', requireFunction(ANY_ADMIN), catalogTree);
  admin.post('/api/admin/material/catalog', requireFunction(ANY_ADMIN), catalogCreate);
  admin.put('/api/admin/material/catalog/:id', requireFunction(ANY_ADMIN, id), catalogUpdate);
  admin.delete('/api/admin/material/catalog/:id', requireFunction(ANY_ADMIN, id), catalogDelete);
}
