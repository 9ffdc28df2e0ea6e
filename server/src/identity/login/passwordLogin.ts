import type { StoredUser } from '@peilian/shared';
import { verifyPassword } from '../../auth/password.js';
import { findUserByAccount } from '../../data/users.js';
import { signIn, type LoginRequest } from '../login.js';
import { openSealedPassword, type SealedPassword } from '../loginKeys.js';
import { admitPasswordAttempt, assertNotWaiting, forgetLoginFailures, loginFailed } from './throttle.js';

/**
 * Password sign-in: a wait this address owes for this account → key → decrypt → captcha (when
 * required by the deployment or given) → guessing throttle (the wait again, or the captcha when none
 * was solved) → argon2 → account checks → forced change → session. Unknown accounts and wrong
 * passwords get one answer after the same argon2 work, and count alike. A right password with a
 * solved captcha is refused by nothing but a wait this address brought on itself for this account
 * (docs/security.md "Password guessing").
 */
export async function passwordSignIn(
  request: Omit<LoginRequest, 'method'>,
  credentials: SealedPassword & { account: string },
  ip: string,
): Promise<StoredUser> {
  const { deps, log } = request;
  await assertNotWaiting(deps, log, credentials.account, ip);
  const password = await openSealedPassword(deps, log, credentials, deps.config.captcha);
  // openSealedPassword has checked any answer given: one that gets this far is right.
  const captchaSolved = Boolean(credentials.captcha?.trim());
  const attempt = await admitPasswordAttempt(deps, log, { account: credentials.account, ip, captchaSolved });
  const found = await findUserByAccount(deps.db, credentials.account);
  const matches = await verifyPassword(found?.user.passwordHash, password);
  if (!found || !matches) throw loginFailed(log, attempt);
  await forgetLoginFailures(deps, attempt);
  return signIn({ ...request, method: 'password' }, found);
}
