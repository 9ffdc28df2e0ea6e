import type { Caller } from '../../auth/caller.js';
import type { TaskPackageRow } from '../../db/schema/index.js';
import { contentAccess, type CatalogueRights, type ContentAccess } from '../../library/index.js';

/**
 * Task packages have no catalogue: one without a list of its own is anyone's who manages its task
 * list; one with a list follows it (docs/training.md "Record access lists").
 */
export const packageAccess = (request: Caller): Promise<ContentAccess> => contentAccess(request, 'package', null);

/** Refuses a change of a package the caller lacks `right` for (not seen: `catalogNotFound`; else `catalogRefused`). */
export async function assertPackageRight(request: Caller, pkg: TaskPackageRow, right: keyof CatalogueRights): Promise<void> {
  (await packageAccess(request)).assertRecord(pkg, right);
}

/** Whether the caller sees a package (one hidden by its list is not found). */
export async function packageSeen(request: Caller, pkg: TaskPackageRow): Promise<boolean> {
  return (await packageAccess(request)).recordRights(pkg).access;
}
