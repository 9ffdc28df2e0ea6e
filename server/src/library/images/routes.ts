import {
  createTranslator,
  imageCatalogQuerySchema,
  imageListQuerySchema,
  ok,
  type ImageCatalogResponse,
  type ImageListResponse,
  type MessageKey,
} from '@peilian/shared';
import type { Context } from 'koa';
import { ANY_ADMIN, requireFunction } from '../../auth/functions.js';
import { requestLanguage } from '../../errors/index.js';
import { parseQuery } from '../../http/validate.js';
import { folderImages, imageFolders } from './commands.js';
import type { Routers } from '../../http/routers.js';
import { callerRequest } from '../../lib/request.js';

/** `GET api/admin/basic/catalog?type`: the chooser's folders for an image kind, named in the caller's language. */
async function folders(ctx: Context): Promise<void> {
  const { deps, caller } = callerRequest(ctx);
  const { type } = parseQuery(ctx, imageCatalogQuerySchema);
  const t = createTranslator(requestLanguage(ctx));
  const rows = await imageFolders(deps, caller.orgId, type, (folder) => t(`library.chooser.folders.${folder}` as MessageKey));
  const body: ImageCatalogResponse = ok({ rows });
  ctx.body = body;
}

/** `GET api/admin/basic/catalog/{id}/images?type&path`: a folder's images (tiles 232×130). */
async function images(ctx: Context): Promise<void> {
  const { deps, caller } = callerRequest(ctx);
  const { type, path } = parseQuery(ctx, imageListQuerySchema);
  const body: ImageListResponse = ok({ rows: await folderImages(deps, caller.orgId, type, String(ctx.params.id), path) });
  ctx.body = body;
}

/** The image chooser (admin §2 shared dialog): used by every function that sets a cover or banner. */
export function registerImageRoutes({ admin }: Routers): void {
  admin.get('/api/admin/basic/catalog', requireFunction(ANY_ADMIN), folders);
  admin.get('/api/admin/basic/catalog/:id/images', requireFunction(ANY_ADMIN, { targets: ['params.id'] }), images);
}
