import { decryptPassword, PASSWORD_KEY_BYTES } from '@peilian/shared';
import type { Logger } from '../logger.js';
import { addSeconds } from '../clock.js';
import { consumeLoginKey, insertLoginKey, setLoginKeyCaptcha } from '../data/loginKeys.js';
import { appError } from '../errors/index.js';
import type { AppDeps } from '../http/context.js';
import { randomSecret } from '../auth/token.js';
import { captchaHash, renderCaptcha } from './captcha.js';
import { LOGIN_KEY_TTL_S } from './policy.js';

export interface IssuedKey {
  randomkey: string;
  key: string;
  expiresIn: number;
}

/**
 * A new one-time key for sealing a password (`GET api/login/randomcode`). Not budgeted per IP: a
 * whole office behind one address signs in at nine, and failed logins are what is throttled.
 */
export async function issueLoginKey({ db, clock }: AppDeps, ip: string): Promise<IssuedKey> {
  const now = clock.now();
  const randomkey = randomSecret(16);
  const key = randomSecret(PASSWORD_KEY_BYTES);
  await insertLoginKey(db, { id: randomkey, key, ip, expiresAt: addSeconds(now, LOGIN_KEY_TTL_S) });
  return { randomkey, key, expiresIn: LOGIN_KEY_TTL_S };
}

/** Draws a new captcha for a usable key (each call replaces the answer); keyExpired otherwise. */
export async function drawCaptcha({ db, clock, captchaText }: AppDeps, randomkey: string): Promise<string> {
  const text = captchaText();
  if (!(await setLoginKeyCaptcha(db, randomkey, captchaHash(randomkey, text), clock.now()))) {
    throw appError('errors.keyExpired');
  }
  return renderCaptcha(text);
}

export interface SealedPassword {
  randomkey: string;
  /** `encryptPassword` output. */
  password: string;
  /** The captcha answer, when the caller must give one. */
  captcha?: string | undefined;
}

/**
 * Uses up the key and returns the password sealed under it. The key goes whatever happens next:
 * unknown, used, expired or a ciphertext that does not open → keyExpired; when a captcha is
 * required, a missing or wrong answer → captchaWrong (the client fetches a new key and image). An
 * answer given though none is required is checked too: the sign-in throttle takes a given answer
 * as solved.
 */
export async function openSealedPassword({ db, clock }: AppDeps, log: Logger, sealed: SealedPassword, requireCaptcha: boolean): Promise<string> {
  const row = await consumeLoginKey(db, sealed.randomkey, clock.now());
  if (!row) throw appError('errors.keyExpired');
  const password = decryptPassword(sealed.password, row.id, row.key);
  if (password === null) {
    log.warn({ randomkey: row.id }, 'sealed password did not open');
    throw appError('errors.keyExpired');
  }
  const answer = sealed.captcha?.trim() ?? '';
  if (requireCaptcha || answer) assertCaptchaAnswer(log, row, answer);
  return password;
}

function assertCaptchaAnswer(log: Logger, row: { id: string; captchaHash: string | null }, answer: string): void {
  if (!answer || !row.captchaHash || captchaHash(row.id, answer) !== row.captchaHash) {
    log.warn({ randomkey: row.id }, 'captcha wrong');
    throw appError('errors.captchaWrong');
  }
}

/**
 * Uses up a key whose graphic captcha was answered without a password (a repeated SMS code
 * request): unknown, used or expired → keyExpired; a wrong answer → captchaWrong.
 */
export async function spendCaptchaKey({ db, clock }: AppDeps, log: Logger, randomkey: string, answer: string): Promise<void> {
  const row = await consumeLoginKey(db, randomkey, clock.now());
  if (!row) throw appError('errors.keyExpired');
  assertCaptchaAnswer(log, row, answer.trim());
}

/**
 * Opens a password and its confirmation sealed under the same one-time key (the admin user form and
 * password reset send both, so the server can check that they match). The key is used up either
 * way; anything that does not open → keyExpired.
 */
export async function openSealedPasswordPair(
  { db, clock }: AppDeps,
  log: Logger,
  sealed: { randomkey: string; password: string; confirmpassword: string },
): Promise<{ password: string; confirm: string }> {
  const row = await consumeLoginKey(db, sealed.randomkey, clock.now());
  if (!row) throw appError('errors.keyExpired');
  const password = decryptPassword(sealed.password, row.id, row.key);
  const confirm = decryptPassword(sealed.confirmpassword, row.id, row.key);
  if (password === null || confirm === null) {
    log.warn({ randomkey: row.id }, 'sealed password pair did not open');
    throw appError('errors.keyExpired');
  }
  return { password, confirm };
}
