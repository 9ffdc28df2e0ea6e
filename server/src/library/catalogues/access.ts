import { OPEN_TYPES, type CatalogAccessList } from '@peilian/shared';
import type { CatalogueRow } from '../../db/schema/index.js';

/**
 * The rule of catalogue access lists (admin §6 open types; docs/training.md "Catalogue access lists"), pure:
 * what one administrator may do in each catalogue of a tree. A catalogue follows its own list, else
 * the nearest ancestor's, else full control. It is seen only when every catalogue above it is.
 */

export interface CatalogueRights {
  /** Sees the catalogue and its content: trees, lists, pickers. */
  access: boolean;
  /** Adds content or sub-catalogues to it. */
  add: boolean;
  /** Edits it, its content, and its list. */
  edit: boolean;
  /** Deletes it or its content. */
  deleted: boolean;
}

/** Who asks: the owner and the top administrators may do everything everywhere. */
export interface AccessSubject {
  userId: string;
  positionId: string | null;
  privileged: boolean;
}

const ALL: CatalogueRights = { access: true, add: true, edit: true, deleted: true };
const NONE: CatalogueRights = { access: false, add: false, edit: false, deleted: false };
const SEE: CatalogueRights = { access: true, add: false, edit: false, deleted: false };

/** The list that governs a catalogue and the catalogue that holds it (none: full control). */
export interface GoverningList {
  list: CatalogAccessList | null;
  holder: CatalogueRow | null;
}

/** The governing list of every catalogue of a tree. */
export function governingLists(rows: readonly CatalogueRow[]): Map<string, GoverningList> {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const found = new Map<string, GoverningList>();
  const resolve = (row: CatalogueRow, seen: Set<string>): GoverningList => {
    const known = found.get(row.id);
    if (known) return known;
    const parent = row.parentId ? byId.get(row.parentId) : undefined;
    const governing: GoverningList = row.access
      ? { list: row.access, holder: row }
      : parent && !seen.has(parent.id)
        ? resolve(parent, new Set([...seen, row.id]))
        : { list: null, holder: null };
    found.set(row.id, governing);
    return governing;
  };
  for (const row of rows) resolve(row, new Set());
  return found;
}

/** What a list grants the subject; `creator`: the subject made what the list governs (the catalogue holding it, or the record). */
export function listRights(list: CatalogAccessList | null, creator: boolean, subject: AccessSubject): CatalogueRights {
  if (subject.privileged || !list) return ALL;
  switch (list.opentype) {
    case OPEN_TYPES.full:
      return ALL;
    case OPEN_TYPES.public:
      return creator ? ALL : SEE;
    case OPEN_TYPES.appointed: {
      const named = list.users.includes(subject.userId) || (subject.positionId !== null && list.positions.includes(subject.positionId));
      return creator || named ? ALL : NONE;
    }
    default:
      return creator ? ALL : NONE;
  }
}

function rightsUnder(row: CatalogueRow, { list, holder }: GoverningList, subject: AccessSubject): CatalogueRights {
  return listRights(list, row.creatorId === subject.userId || holder?.creatorId === subject.userId, subject);
}

/** What the subject may do in each catalogue of one tree (by id); a catalogue under one it cannot see is not seen either. */
export function catalogueRights(rows: readonly CatalogueRow[], subject: AccessSubject): Map<string, CatalogueRights> {
  const lists = governingLists(rows);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const rights = new Map<string, CatalogueRights>();
  const resolve = (row: CatalogueRow, seen: Set<string>): CatalogueRights => {
    const known = rights.get(row.id);
    if (known) return known;
    const own = rightsUnder(row, lists.get(row.id) ?? { list: null, holder: null }, subject);
    const parent = row.parentId ? byId.get(row.parentId) : undefined;
    const result = parent && !seen.has(parent.id) && !resolve(parent, new Set([...seen, row.id])).access ? NONE : own;
    rights.set(row.id, result);
    return result;
  };
  for (const row of rows) resolve(row, new Set());
  return rights;
}
