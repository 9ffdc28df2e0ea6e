import { ApiError } from '../api/client.js';

/**
 * True when a refused password sign-in means the next attempt must carry the graphic captcha: the
 * server asked for it (recent failed sign-ins for the account or the address, docs/security.md
 * "Password guessing"), or the answer sent was wrong. The web and the mini-program then show the
 * captcha for the rest of the visit, whatever their captcha setting said before.
 */
export function demandsCaptcha(error: unknown): boolean {
  return error instanceof ApiError && (error.key === 'errors.captchaRequired' || error.key === 'errors.captchaWrong');
}
