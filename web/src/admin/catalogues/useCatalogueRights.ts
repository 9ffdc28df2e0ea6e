import type { CatalogOperateResponse, CatalogType } from '@peilian/shared';
import { useAdminQuery } from '../data/queries';

/** What the caller may do with the selected catalogue of a tree, as the tree's actions offer it. */
export interface NodeRights {
  add: boolean;
  edit: boolean;
  remove: boolean;
}

/** Nothing selected: adding at the top level is open to whoever holds the tree's function; the rest is shown disabled. */
const AT_THE_TOP: NodeRights = { add: true, edit: true, remove: true };

/** The rights in `id` from the operate rows; none while they are unknown (still being read). */
export function nodeRights(rows: CatalogOperateResponse['rows'] | undefined, id: string | undefined): NodeRights {
  if (!id) return AT_THE_TOP;
  const row = rows?.find((candidate) => candidate.id === id);
  return { add: row?.add === 1, edit: row?.edit === 1, remove: row?.deleted === 1 };
}

/**
 * What the caller may do in each catalogue of a tree (admin §7 `catalog/operate`), read once per
 * tree and again after any write; the server refuses the rest, the tree only does not offer it.
 */
export function useCatalogueRights(type: CatalogType): (id: string | undefined) => NodeRights {
  const rows = useAdminQuery('catalogs', 'operate', { type }).data?.rows;
  return (id) => nodeRights(rows, id);
}
