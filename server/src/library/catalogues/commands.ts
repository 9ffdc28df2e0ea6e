import { CATALOG_TYPES, TASK_LIST_FUNCTION_KEYS, type CreateCatalogRequest, type UpdateCatalogRequest } from '@peilian/shared';
import { mayUseAnyFunction } from '../../auth/functions.js';
import type { CatalogueRow } from '../../db/schema/index.js';
import {
  countContentByCatalogue,
  deleteEmptyCatalogue,
  findCatalogueByName,
  findCatalogueInOrg,
  insertCatalogue,
  listCatalogues,
  updateCatalogue,
} from '../../data/catalogues.js';
import { appError } from '../../errors/index.js';
import type { Caller } from '../../auth/caller.js';
import { catalogueAccess } from './guard.js';
import { loadRecord, recordLoader } from '../../http/records.js';

/**
 * The function a catalogue type belongs to: files, videos and images to the content library
 * (studysystem), exam questions and papers to exam management, quick Q&A catalogues to the FAQ bank
 * (questionbank). The catalogue routes serve every type, so they check this per request.
 */
const CATALOGUE_FUNCTIONS: Record<number, string> = {
  [CATALOG_TYPES.file]: 'studysystem',
  [CATALOG_TYPES.video]: 'studysystem',
  [CATALOG_TYPES.image]: 'studysystem',
  [CATALOG_TYPES.question]: 'exammanagement',
  [CATALOG_TYPES.paper]: 'exammanagement',
  [CATALOG_TYPES.faq]: 'questionbank',
};

/** Who else reads a tree: the package editor's pickers browse file, video, image, paper and FAQ catalogues. */
const CATALOGUE_READERS: Record<number, readonly string[]> = {
  [CATALOG_TYPES.file]: TASK_LIST_FUNCTION_KEYS,
  [CATALOG_TYPES.video]: TASK_LIST_FUNCTION_KEYS,
  [CATALOG_TYPES.image]: TASK_LIST_FUNCTION_KEYS,
  [CATALOG_TYPES.paper]: TASK_LIST_FUNCTION_KEYS,
  [CATALOG_TYPES.faq]: TASK_LIST_FUNCTION_KEYS,
};

/** Refuses (403) a caller who may not use the function of a catalogue type (`read`: or browse it in a picker). */
export async function assertCatalogueFunction({ deps, caller }: Caller, type: number, access: 'read' | 'write' = 'write'): Promise<void> {
  const key = CATALOGUE_FUNCTIONS[type];
  const keys = key ? [key, ...(access === 'read' ? (CATALOGUE_READERS[type] ?? []) : [])] : [];
  if (!(await mayUseAnyFunction(deps, caller, keys))) throw appError('errors.forbidden');
}

/** A catalogue and every catalogue below it (ids), from one type's full list. */
export function catalogueAndBelow(all: readonly CatalogueRow[], rootId: string): string[] {
  if (!all.some((row) => row.id === rootId)) return [];
  const children = new Map<string, string[]>();
  for (const row of all) if (row.parentId) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row.id]);
  const ids: string[] = [];
  const queue = [rootId];
  while (queue.length > 0) {
    const id = queue.shift()!;
    if (ids.includes(id)) continue;
    ids.push(id);
    queue.push(...(children.get(id) ?? []));
  }
  return ids;
}

/** A catalogue of the caller's organisation, else `errors.library.catalogNotFound`; its routes load it for `:id`. */
export const catalogueRecord = recordLoader('errors.library.catalogNotFound', (db, orgId, id) => findCatalogueInOrg(db, orgId, id));

/** A catalogue of the caller's organisation, else `errors.library.catalogNotFound`. */
export function catalogueInOrg(request: Caller, id: string): Promise<CatalogueRow> {
  return loadRecord(catalogueRecord, request, id);
}

/** `GET api/admin/material/catalog?type`: the catalogues of a type the caller sees (guard.ts), with their direct content counts. */
export async function catalogueList(request: Caller, type: number) {
  const { deps, caller } = request;
  const [rows, counts] = await Promise.all([listCatalogues(deps.db, caller.orgId, type), countContentByCatalogue(deps.db, caller.orgId)]);
  const access = await catalogueAccess(request, type, rows);
  return { rows: rows.filter((row) => access.rights(row.id).access), counts };
}

/** The parent a request names ('' = top level): a catalogue of the same organisation and type. */
async function parentOf(request: Caller, type: number, parentid: string): Promise<string | null> {
  if (!parentid) return null;
  const parent = await catalogueInOrg(request, parentid);
  if (parent.type !== type) throw appError('errors.library.catalogNotFound');
  return parent.id;
}

/** `POST api/admin/material/catalog`: names are unique among siblings; a sub-catalogue needs `add` in its parent. */
export async function createCatalogue(request: Caller, input: CreateCatalogRequest): Promise<CatalogueRow> {
  const { deps, log, caller } = request;
  const parentId = await parentOf(request, input.type, input.parentid);
  if (parentId) (await catalogueAccess(request, input.type)).assert(parentId, 'add');
  if (await findCatalogueByName(deps.db, { orgId: caller.orgId, type: input.type, parentId, name: input.name })) {
    throw appError('errors.library.catalogExists');
  }
  const created = await insertCatalogue(deps.db, {
    orgId: caller.orgId,
    type: input.type,
    parentId,
    name: input.name,
    sort: input.sort ?? 0,
    creatorId: caller.id,
  });
  log.info({ orgId: caller.orgId, catalogId: created.id, by: caller.id }, 'catalogue created');
  return created;
}

/** `PUT api/admin/material/catalog/{id}`: rename and/or move (`edit` on it, `add` in a new parent); never under itself or below itself. */
export async function changeCatalogue(request: Caller, catalogue: CatalogueRow, input: UpdateCatalogRequest): Promise<CatalogueRow> {
  const { deps, log, caller } = request;
  const access = await catalogueAccess(request, catalogue.type);
  access.assert(catalogue.id, 'edit');
  const parentId = input.parentid === undefined ? catalogue.parentId : await parentOf(request, catalogue.type, input.parentid);
  if (parentId && parentId !== catalogue.parentId) access.assert(parentId, 'add');
  if (parentId && catalogueAndBelow(await listCatalogues(deps.db, caller.orgId, catalogue.type), catalogue.id).includes(parentId)) {
    throw appError('errors.library.catalogCycle');
  }
  const name = input.name ?? catalogue.name;
  if (await findCatalogueByName(deps.db, { orgId: caller.orgId, type: catalogue.type, parentId, name }, catalogue.id)) {
    throw appError('errors.library.catalogExists');
  }
  const changed = await updateCatalogue(deps.db, caller.orgId, catalogue.id, { name, parentId, sort: input.sort ?? catalogue.sort });
  if (!changed) throw appError('errors.library.catalogNotFound');
  log.info({ orgId: caller.orgId, catalogId: catalogue.id, by: caller.id }, 'catalogue changed');
  return changed;
}

/** `DELETE api/admin/material/catalog/{id}`: `deleted` on it; refused while it holds content or sub-catalogues. */
export async function removeCatalogue(request: Caller, catalogue: CatalogueRow): Promise<void> {
  const { deps, log, caller } = request;
  (await catalogueAccess(request, catalogue.type)).assert(catalogue.id, 'deleted');
  if (!(await deleteEmptyCatalogue(deps.db, caller.orgId, catalogue.id))) throw appError('errors.library.catalogNotEmpty');
  log.info({ orgId: caller.orgId, catalogId: catalogue.id, by: caller.id }, 'catalogue deleted');
}
