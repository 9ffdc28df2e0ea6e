import { isPrivilegedUser } from '@peilian/shared';
import type { Viewer } from '../data/dataScope.js';
import type { UserRow } from '../db/schema/index.js';
import { permissionUser } from './permissionUser.js';

/** Whether the organisation turned data permission control on (`settings.dataPermission`, off unless 1). */
export function settingsDataPermission(settings: Record<string, unknown> | null | undefined): 0 | 1 {
  return settings?.dataPermission === 1 ? 1 : 0;
}

/**
 * Who `user` sees (data/dataScope.ts): with data permission on, everyone but the top
 * administrators (isadmin 100 or a super administrator role) and the owner is narrowed to the
 * people under their position; with it off, nobody is.
 */
export function viewerOf(user: UserRow, dataPermission: 0 | 1): Viewer {
  const narrowed = dataPermission === 1 && !isPrivilegedUser(permissionUser(user));
  return { orgId: user.orgId, id: user.id, narrowed };
}
