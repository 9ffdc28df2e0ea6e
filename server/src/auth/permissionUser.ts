import type { PermissionUser } from '@peilian/shared';
import type { UserRow } from '../db/schema/index.js';

/** The user fields the shared permission rules read (a module of its own: the caller's context reads it too). */
export function permissionUser(user: UserRow): PermissionUser {
  return {
    isadmin: user.isadmin,
    adminuser: user.adminuser,
    orgowner: user.orgowner,
    funcs: user.funcs,
    openai: user.openai,
    aillm: user.aillm,
    voiceprint: user.voiceprint,
    orgid: user.orgId,
  };
}
