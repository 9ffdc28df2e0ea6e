import { ok, type MessageKey } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { z } from 'zod';
import { ANY_ADMIN } from '../../auth/functions.js';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { folderImages, imageFolders } from './commands.js';

const { images } = ADMIN_ENDPOINTS;

/** A folder is named, not numbered (`business`, `uploaded`…): an unknown name is a 404 of the command. */
const FOLDER = { functions: ANY_ADMIN, targets: ['params.id'], params: z.object({ id: z.string() }) };

/** The image chooser (admin §2 shared dialog): used by every function that sets a cover or banner. */
export function registerImageRoutes(routers: Routers): void {
  // The folders of an image kind, named in the caller's language.
  adminRoute(routers, images.folders, { functions: ANY_ADMIN }, async ({ query }, { deps, caller, t }) =>
    ok({ rows: await imageFolders(deps, caller.orgId, query().type, (folder) => t(`library.chooser.folders.${folder}` as MessageKey)) }),
  );

  // A folder's images (tiles 232×130).
  adminRoute(routers, images.list, FOLDER, async ({ params, query }, { deps, caller }) =>
    ok({ rows: await folderImages(deps, caller.orgId, query().type, params.id, query().path) }),
  );
}
