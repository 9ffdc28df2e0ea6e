import type { StoredUser } from '@peilian/shared';
import { verifyPassword } from '../../auth/password.js';
import { findUserByAccount } from '../../data/users.js';
import { signIn, type LoginRequest } from '../login.js';
import { openSealedPassword, type SealedPassword } from '../loginKeys.js';
import { assertAccountNotLocked, clearLoginFailures, recordLoginFailure } from './throttle.js';

/**
 * Password sign-in: key → decrypt → captcha → account lock → argon2 → account checks → forced
 * change → session. Unknown accounts and wrong passwords get one answer after the same argon2
 * work, and count towards the same lock.
 */
export async function passwordSignIn(
  request: Omit<LoginRequest, 'method'>,
  credentials: SealedPassword & { account: string },
  ip: string,
): Promise<StoredUser> {
  const { deps, log } = request;
  const password = await openSealedPassword(deps, log, credentials, deps.config.captcha);
  await assertAccountNotLocked(deps, credentials.account);
  const found = await findUserByAccount(deps.db, credentials.account);
  const matches = await verifyPassword(found?.user.passwordHash, password);
  if (!found || !matches) throw await recordLoginFailure(deps, log, credentials.account, ip);
  await clearLoginFailures(deps, credentials.account);
  return signIn({ ...request, method: 'password' }, found);
}
