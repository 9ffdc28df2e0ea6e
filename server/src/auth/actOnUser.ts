import { mayActOnUser } from '@peilian/shared';
import type { UserRow } from '../db/schema/index.js';
import { appError } from '../errors/index.js';
import { permissionUser } from './functions.js';

/**
 * The server's side of the shared rule `mayActOnUser`: every command that changes another user's
 * account or signs in as them (edit, role change, disable, approve, password reset, sign-in code)
 * calls this before anything else, and a refusal is 403 `protectedUser`. The target was already
 * found inside the caller's organisation (another organisation's id is a 404 before this).
 */
export function assertMayActOnUser(caller: UserRow, target: UserRow): void {
  if (!mayActOnUser(permissionUser(caller), permissionUser(target))) throw appError('errors.protectedUser');
}
