import { addSeconds } from '../../clock.js';
import { deleteLoginDevice, findLoginDevice, insertLoginDevice } from '../../data/loginDevices.js';
import type { AppDeps } from '../../http/context.js';
import { hashToken, randomSecret } from '../../auth/token.js';
import { PASSWORD_GUESSING } from '../policy.js';
import { accountSubject } from './throttle.js';

/**
 * The OWASP "device cookie" (docs/security.md "Password guessing"): a password sign-in hands the
 * client a random token bound to the account as typed, kept hashed for `deviceTtlS`; a later
 * sign-in of that account sending it comes from a known device, counted apart from unknown ones, so
 * the account's pause for unknown devices never locks its owner out.
 */

/** The id of the known device a sign-in names: a valid token of this account, else undefined. */
export async function knownDevice({ db, clock }: AppDeps, account: string, token: string | undefined): Promise<string | undefined> {
  if (!token) return undefined;
  return findLoginDevice(db, accountSubject(account), hashToken(token), clock.now());
}

/** A new device token for a successful sign-in; the known device's old token, if any, is replaced. */
export async function issueDeviceToken({ db, clock }: AppDeps, account: string, replacing: string | undefined): Promise<string> {
  if (replacing) await deleteLoginDevice(db, replacing);
  const token = randomSecret(32);
  await insertLoginDevice(db, {
    account: accountSubject(account),
    tokenHash: hashToken(token),
    expiresAt: addSeconds(clock.now(), PASSWORD_GUESSING.deviceTtlS),
  });
  return token;
}
