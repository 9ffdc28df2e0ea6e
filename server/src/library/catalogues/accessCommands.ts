import { OPEN_TYPES, type CatalogAccessList, type CatalogAccessRequest, type CatalogAccessResponse } from '@peilian/shared';
import { listPositions } from '../../data/positions.js';
import { updateCatalogue } from '../../data/catalogues.js';
import { findUsersInOrg } from '../../data/users.js';
import type { CatalogueRow } from '../../db/schema/index.js';
import { appError } from '../../errors/index.js';
import { isUuid } from '../../http/request.js';
import type { Caller } from '../../auth/caller.js';
import { catalogueRights, governingLists } from './access.js';
import { accessSubject, catalogueAccess } from './guard.js';

const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;

/** `GET api/admin/material/catalog/operate?type`: what the caller may do in each catalogue of the type it sees. */
export async function catalogueOperations(request: Caller, type: number) {
  const access = await catalogueAccess(request, type);
  return access.rows
    .filter((row) => access.rights(row.id).access)
    .map((row) => {
      const rights = access.rights(row.id);
      return { id: row.id, access: 1 as const, add: flag(rights.add), edit: flag(rights.edit), deleted: flag(rights.deleted) };
    });
}

/** `GET api/admin/material/acl/catalog/{id}`: the list that governs the catalogue, with the names it holds. */
export async function readCatalogueAccess(request: Caller, catalogue: CatalogueRow): Promise<CatalogAccessResponse['access']> {
  const access = await catalogueAccess(request, catalogue.type);
  access.assert(catalogue.id, 'access');
  const { list, holder } = governingLists(access.rows).get(catalogue.id) ?? { list: null, holder: null };
  return {
    inherit: flag(catalogue.access === null),
    ...(await namedList(request, list)),
    fromid: holder?.id ?? '',
    fromname: holder?.name ?? '',
    editable: flag(access.rights(catalogue.id).edit),
  };
}

/** A list's open type with the names of the users and positions it appoints (none: full control). */
export async function namedList(
  { deps, caller }: Caller,
  list: CatalogAccessList | null,
): Promise<Pick<CatalogAccessResponse['access'], 'opentype' | 'users' | 'positions'>> {
  const users = list?.users.length ? await findUsersInOrg(deps.db, caller.orgId, list.users) : [];
  const positions = list?.positions.length ? (await listPositions(deps.db, caller.orgId)).filter((row) => list.positions.includes(row.id)) : [];
  return {
    opentype: list?.opentype ?? OPEN_TYPES.full,
    users: users.map((user) => ({ id: user.id, name: user.name })),
    positions: positions.map((position) => ({ id: position.id, name: position.name })),
  };
}

/** The list a request sets: its users and positions must be the organisation's (else 404); only an appointed list names anyone. */
export async function listOf(request: Caller, input: CatalogAccessRequest): Promise<CatalogAccessList | null> {
  if (input.inherit === 1) return null;
  if (input.opentype !== OPEN_TYPES.appointed) return { opentype: input.opentype, users: [], positions: [] };
  const { deps, caller } = request;
  const users = [...new Set(input.users)];
  const positions = [...new Set(input.positions)];
  if (!users.every(isUuid) || !positions.every(isUuid)) throw appError('errors.notFound');
  const foundUsers = users.length ? await findUsersInOrg(deps.db, caller.orgId, users) : [];
  const known = new Set((await listPositions(deps.db, caller.orgId)).map((row) => row.id));
  if (foundUsers.length !== users.length || !positions.every((id) => known.has(id))) throw appError('errors.notFound');
  return { opentype: input.opentype, users, positions };
}

/**
 * `PUT api/admin/material/acl/catalog/{id}`: who may change a catalogue edits its list (`edit`);
 * a list that would leave the caller unable to edit it is refused (`accessSelfLock`).
 */
export async function setCatalogueAccess(request: Caller, catalogue: CatalogueRow, input: CatalogAccessRequest): Promise<CatalogAccessResponse['access']> {
  const { deps, log, caller } = request;
  const access = await catalogueAccess(request, catalogue.type);
  access.assert(catalogue.id, 'edit');
  const list = await listOf(request, input);
  const after = access.rows.map((row) => (row.id === catalogue.id ? { ...row, access: list } : row));
  if (!catalogueRights(after, await accessSubject(request)).get(catalogue.id)?.edit) throw appError('errors.library.accessSelfLock');
  const changed = await updateCatalogue(deps.db, caller.orgId, catalogue.id, { access: list });
  if (!changed) throw appError('errors.library.catalogNotFound');
  log.info({ orgId: caller.orgId, catalogId: catalogue.id, by: caller.id, opentype: list?.opentype ?? 'inherit' }, 'catalogue access set');
  return readCatalogueAccess(request, changed);
}
