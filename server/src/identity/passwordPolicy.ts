import { isStrongPassword, PASSWORD_CHANGE_DAYS, PASSWORD_DIALOG } from '@peilian/shared';
import { addSeconds } from '../clock.js';
import type { UserRow } from '../db/schema/index.js';
import { findOrganisationById } from '../data/organisations.js';
import { insertPasswordSerial } from '../data/passwordSerials.js';
import { appError, type AppError } from '../errors/index.js';
import type { AppDeps } from '../http/context.js';
import { hashToken, randomSecret } from '../auth/token.js';
import { identitySettings } from '../organisation/index.js';
import { PASSWORD_SERIAL_TTL_S } from './policy.js';

/** Why a password must change: 1 = set by someone else, 2 = unchanged too long; days unchanged. */
export interface PasswordChangeDue {
  kind: 1 | 2;
  days: number;
}

const DAY_MS = 86_400_000;

/** True when a password in use falls short of the strengthened rule (8+, upper, lower, digit, special, no spaces). */
export function isWeakPassword(password: string): boolean {
  return password.length < PASSWORD_DIALOG.min || !isStrongPassword(password);
}

/**
 * Whether a user must change the password before (or right after) signing in: the forced-change
 * flag, or — when the organisation strengthens passwords — a weak password just typed (`weakPassword`,
 * known only to a password sign-in) or PASSWORD_CHANGE_DAYS since the last change (or since the
 * account was created, when it never changed).
 */
export function passwordChangeDue(
  user: Pick<UserRow, 'needChangePassword' | 'passwordChangedAt' | 'createdAt'>,
  rule: { strongPassword: boolean; weakPassword?: boolean },
  now: Date,
): PasswordChangeDue | null {
  const since = user.passwordChangedAt ?? user.createdAt;
  const days = Math.max(0, Math.floor((now.getTime() - since.getTime()) / DAY_MS));
  if (user.needChangePassword === 1) return { kind: 1, days };
  if (rule.strongPassword && rule.weakPassword === true) return { kind: 1, days };
  if (rule.strongPassword && days >= PASSWORD_CHANGE_DAYS) return { kind: 2, days };
  return null;
}

/** `passwordChangeDue` under the user's organisation settings, now. */
export async function passwordChangeDueFor({ db, clock }: AppDeps, user: UserRow, weakPassword?: boolean): Promise<PasswordChangeDue | null> {
  const org = await findOrganisationById(db, user.orgId);
  return passwordChangeDue(user, { strongPassword: identitySettings(org?.settings).strongPassword, weakPassword }, clock.now());
}

/** A one-time serial (10 minutes) that lets this user set a new password. */
export async function issuePasswordSerial({ db, clock }: AppDeps, user: Pick<UserRow, 'id' | 'orgId'>, kind: 1 | 2): Promise<string> {
  const serial = randomSecret(24);
  await insertPasswordSerial(db, {
    orgId: user.orgId,
    userId: user.id,
    serialHash: hashToken(serial),
    kind,
    expiresAt: addSeconds(clock.now(), PASSWORD_SERIAL_TTL_S),
  });
  return serial;
}

/** The 403 a password login gets instead of a session (spec §4; `changePasswordRequiredSchema`). */
export function passwordChangeRequired(due: PasswordChangeDue, serial: string): AppError {
  const extra = { changepassword: due.kind, serial, changdays: due.kind === 2 ? due.days : 0 };
  return due.kind === 1 ? appError('errors.passwordChangeRequired', {}, extra) : appError('errors.passwordExpired', { days: due.days }, extra);
}
