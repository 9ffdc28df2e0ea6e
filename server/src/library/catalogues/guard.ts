import { isPrivilegedUser } from '@peilian/shared';
import { permissionUser } from '../../auth/functions.js';
import { listCatalogues } from '../../data/catalogues.js';
import { findUserPosition } from '../../data/positions.js';
import type { CatalogueRow } from '../../db/schema/index.js';
import { appError } from '../../errors/index.js';
import type { Caller } from '../../auth/caller.js';
import { catalogueRights, type AccessSubject, type CatalogueRights } from './access.js';

/**
 * The caller's access to one catalogue tree (access.ts), read for a command: every list, read
 * and write of catalogue content in the back office goes through it (docs/training.md "Catalogue access lists").
 */
export interface CatalogueAccess {
  /** The tree's catalogues, every one of them (seen or not). */
  rows: CatalogueRow[];
  /** The catalogues the caller cannot see: content placed in them is left out of lists and pickers. */
  hidden: string[];
  /** What the caller may do in a catalogue; content without one (null) is anyone's who holds the function. */
  rights(catalogId: string | null): CatalogueRights;
  /** Refuses what the caller may not do: a catalogue they cannot see is not found, a right they lack is `catalogRefused`. */
  assert(catalogId: string | null, right: keyof CatalogueRights): void;
  /** What `assert` would refuse for these rights, as its error key (null: allowed), for checks that report instead of throwing (an import's rows). */
  refusal(catalogId: string | null, ...rights: (keyof CatalogueRights)[]): CatalogueRefusal | null;
}

/** Why a catalogue refuses: not seen (404) or a right missing (403). */
export type CatalogueRefusal = 'errors.library.catalogNotFound' | 'errors.library.catalogRefused';

const ALL: CatalogueRights = { access: true, add: true, edit: true, deleted: true };
const NONE: CatalogueRights = { access: false, add: false, edit: false, deleted: false };

/** Who the caller is to the access lists. */
export async function accessSubject({ deps, caller }: Caller): Promise<AccessSubject> {
  const privileged = isPrivilegedUser(permissionUser(caller));
  const position = privileged ? undefined : await findUserPosition(deps.db, caller.orgId, caller.id);
  return { userId: caller.id, positionId: position?.id ?? null, privileged };
}

/** The caller's access to the catalogues of one type, from rows already read (or read now). */
export async function catalogueAccess(request: Caller, type: number, rows?: CatalogueRow[]): Promise<CatalogueAccess> {
  const all = rows ?? (await listCatalogues(request.deps.db, request.caller.orgId, type));
  return catalogueAccessOf(all, await accessSubject(request));
}

/** The subject's access to the catalogues of one tree (none: content without a catalogue, anyone's who holds the function). */
export function catalogueAccessOf(all: CatalogueRow[], subject: AccessSubject): CatalogueAccess {
  const rights = catalogueRights(all, subject);
  const rightsOf = (catalogId: string | null) => (catalogId === null ? ALL : (rights.get(catalogId) ?? NONE));
  const refusal = (catalogId: string | null, ...wanted: (keyof CatalogueRights)[]): CatalogueRefusal | null => refusalOf(rightsOf(catalogId), wanted);
  return {
    rows: all,
    hidden: all.filter((row) => !rightsOf(row.id).access).map((row) => row.id),
    rights: rightsOf,
    assert: (catalogId, right) => {
      const refused = refusal(catalogId, right);
      if (refused) throw appError(refused);
    },
    refusal,
  };
}

/** Why rights refuse what is wanted: not seen (404) or a right missing (403); null: allowed. */
export function refusalOf(granted: CatalogueRights, wanted: readonly (keyof CatalogueRights)[]): CatalogueRefusal | null {
  if (!granted.access) return 'errors.library.catalogNotFound';
  return wanted.every((right) => granted[right]) ? null : 'errors.library.catalogRefused';
}
