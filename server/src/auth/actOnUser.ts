import { mayActOnUser } from '@peilian/shared';
import type { UserRow } from '../db/schema/index.js';
import { appError } from '../errors/index.js';
import { callerContext, permissionUser } from './functions.js';
import type { Caller } from './caller.js';

/**
 * The caller's side of the shared rule `mayActOnUser`, under the organisation's licence, for every
 * user of the page at once (the list's `manageable` flag).
 */
export async function actingOnUsers(acting: Caller): Promise<(target: UserRow) => boolean> {
  const { caller } = acting;
  const context = await callerContext(acting);
  return (target) => mayActOnUser(permissionUser(caller), permissionUser(target), context);
}

/**
 * The server's side of the shared rule `mayActOnUser`: every command that changes another user's
 * account or signs in as them (edit, role change, disable, approve, password reset, sign-in code)
 * calls this before anything else, and a refusal is 403 `protectedUser`. The target was already
 * found inside the caller's organisation (another organisation's id is a 404 before this).
 */
export async function assertMayActOnUser(acting: Caller, target: UserRow): Promise<void> {
  if (!(await actingOnUsers(acting))(target)) throw appError('errors.protectedUser');
}
