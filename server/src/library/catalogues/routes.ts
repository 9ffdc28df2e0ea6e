import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { ANY_ADMIN } from '../../auth/functions.js';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { presentCatalogue, presentCatalogueTree } from '../presenter.js';
import { catalogueOperations, readCatalogueAccess, setCatalogueAccess } from './accessCommands.js';
import { readRecordAccess, setRecordAccess } from './recordAccessCommands.js';
import { assertCatalogueFunction, catalogueRecord, catalogueList, changeCatalogue, createCatalogue, removeCatalogue } from './commands.js';

const { catalogs } = ADMIN_ENDPOINTS;

/**
 * Catalogue trees serve every catalogue type (files and videos for the content library, questions,
 * papers), so the routes admit any administrator and each request checks the function of its
 * type: studysystem for 5/6/7, exammanagement for 11 and 12.
 */
const ANY = { functions: ANY_ADMIN };
const ID = { ...ANY, targets: ['params.id'], load: { id: catalogueRecord } };
/** The record of `acl/bizdata/{id}` is of the kind its `type` names: its command loads it. */
const RECORD = { ...ANY, targets: ['params.id'] };

export function registerCatalogueRoutes(routers: Routers): void {
  // One type's tree with direct content counts.
  adminRoute(routers, catalogs.tree, ANY, async ({ query }, request) => {
    await assertCatalogueFunction(request, query().type, 'read');
    const { rows, counts } = await catalogueList(request, query().type);
    return ok({ rows: presentCatalogueTree(rows, counts) });
  });

  adminRoute(routers, catalogs.create, ANY, async ({ body }, request) => {
    const input = body();
    await assertCatalogueFunction(request, input.type);
    return ok({ catalog: presentCatalogue(await createCatalogue(request, input)) });
  });

  adminRoute(routers, catalogs.update, ID, async ({ body, records: { id: catalogue } }, request) => {
    await assertCatalogueFunction(request, catalogue.type);
    return ok({ catalog: presentCatalogue(await changeCatalogue(request, catalogue, body())) });
  });

  // Refused while the catalogue holds content or sub-catalogues.
  adminRoute(routers, catalogs.remove, { ...ID, recycles: 'catalogue' }, async ({ records: { id: catalogue } }, request) => {
    await assertCatalogueFunction(request, catalogue.type);
    await removeCatalogue(request, catalogue);
    return ok({});
  });

  // What the caller may do in each catalogue it sees (admin §7 `catalog/operate`; docs/training.md "Catalogue access lists").
  adminRoute(routers, catalogs.operate, ANY, async ({ query }, request) => {
    await assertCatalogueFunction(request, query().type, 'read');
    return ok({ rows: await catalogueOperations(request, query().type) });
  });

  adminRoute(routers, catalogs.access, ID, async ({ records: { id: catalogue } }, request) => {
    await assertCatalogueFunction(request, catalogue.type);
    return ok({ access: await readCatalogueAccess(request, catalogue) });
  });

  adminRoute(routers, catalogs.setAccess, ID, async ({ body, records: { id: catalogue } }, request) => {
    await assertCatalogueFunction(request, catalogue.type);
    return ok({ access: await setCatalogueAccess(request, catalogue, body()) });
  });

  // A single record's own list: papers, files, videos, scenarios, task packages, FAQ catalogues (docs/training.md "Record access lists").
  adminRoute(routers, catalogs.recordAccess, RECORD, async ({ params, query }, request) =>
    ok({ access: await readRecordAccess(request, query().type, params.id) }),
  );

  adminRoute(routers, catalogs.setRecordAccess, RECORD, async ({ params, query, body }, request) =>
    ok({ access: await setRecordAccess(request, query().type, params.id, body()) }),
  );
}
