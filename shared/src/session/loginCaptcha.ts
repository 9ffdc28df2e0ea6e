import { ApiError } from '../api/client.js';

const DEMANDS = new Set<string | undefined>(['errors.captchaRequired', 'errors.smsCaptchaRequired', 'errors.captchaWrong', 'errors.captchaTicketRefused']);

/**
 * True when a refused password sign-in or SMS code request means the next one must carry the
 * captcha: the server asked for it (recent failed sign-ins for the account or the address, a
 * repeated code for a number or from an address; docs/security.md "Password guessing"), or the
 * answer sent was wrong. The web and the mini-program then show the captcha for the rest of the
 * visit, whatever their captcha setting said before.
 */
export function demandsCaptcha(error: unknown): boolean {
  return error instanceof ApiError && DEMANDS.has(error.key);
}
