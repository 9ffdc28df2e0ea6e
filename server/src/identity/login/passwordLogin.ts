import type { StoredUser } from '@peilian/shared';
import { verifyPassword } from '../../auth/password.js';
import { findUserByAccount } from '../../data/users.js';
import { appError } from '../../errors/index.js';
import type { AppDeps } from '../../http/context.js';
import type { Logger } from '../../logger.js';
import { tencentTicketSolved, usesTencentCaptcha } from '../captchaCheck.js';
import { signIn, type LoginRequest } from '../login.js';
import { isWeakPassword } from '../passwordPolicy.js';
import { openSealedPassword, type SealedPassword } from '../loginKeys.js';
import { issueDeviceToken, knownDevice } from './devices.js';
import { admitPasswordAttempt, assertNotWaiting, forgetLoginFailures, loginFailed } from './throttle.js';

export interface PasswordCredentials extends SealedPassword {
  account: string;
  /** The device token an earlier sign-in of the account on this device handed out. */
  devicetoken?: string | undefined;
  /** Tencent's captcha, where the deployment shows it instead of the graphic one. */
  ticket?: string | undefined;
  randstr?: string | undefined;
}

/**
 * Uses up the key and opens the password, and tells whether the attempt solved the captcha: the
 * graphic answer bound to the key, or Tencent's ticket. Where the deployment always wants the
 * captcha, a missing or wrong answer is captchaWrong (Tencent's: captchaTicketRefused).
 */
async function openWithCaptcha(deps: AppDeps, log: Logger, credentials: PasswordCredentials, ip: string) {
  if (!usesTencentCaptcha(deps)) {
    const password = await openSealedPassword(deps, log, credentials, deps.config.captcha);
    // openSealedPassword has checked any answer given: one that gets this far is right.
    return { password, captchaSolved: Boolean(credentials.captcha?.trim()) };
  }
  const password = await openSealedPassword(deps, log, { ...credentials, captcha: undefined }, false);
  const captchaSolved = await tencentTicketSolved(deps, log, credentials, ip);
  if (deps.config.captcha && !captchaSolved) throw appError('errors.captchaTicketRefused');
  return { password, captchaSolved };
}

/**
 * Password sign-in: known device? → a wait this unknown device owes (this address for this
 * account, or the account's pause) → key → decrypt → captcha (when required by the deployment or
 * given) → guessing throttle (the waits again, or the captcha when none was solved) → argon2 →
 * account checks → forced change → session and a new device token. Unknown accounts and wrong
 * passwords get one answer after the same argon2 work, and count alike. A right password from a
 * known device, or with a solved captcha from an address that did not earn a wait while the account
 * is not paused, signs in (docs/security.md "Password guessing").
 */
export async function passwordSignIn(
  request: Omit<LoginRequest, 'method'>,
  credentials: PasswordCredentials,
  ip: string,
): Promise<{ user: StoredUser; devicetoken: string }> {
  const { deps, log } = request;
  const deviceId = await knownDevice(deps, credentials.account, credentials.devicetoken);
  await assertNotWaiting(deps, log, credentials.account, ip, deviceId);
  const { password, captchaSolved } = await openWithCaptcha(deps, log, credentials, ip);
  const attempt = await admitPasswordAttempt(deps, log, { account: credentials.account, ip, captchaSolved, deviceId });
  const found = await findUserByAccount(deps.db, credentials.account);
  if (found && request.attempt) request.attempt.found = found;
  const matches = await verifyPassword(found?.user.passwordHash, password);
  if (!found || !matches) throw await loginFailed(deps, log, attempt);
  await forgetLoginFailures(deps, attempt);
  const user = await signIn({ ...request, method: 'password', weakPassword: isWeakPassword(password) }, found);
  return { user, devicetoken: await issueDeviceToken(deps, credentials.account, deviceId) };
}
