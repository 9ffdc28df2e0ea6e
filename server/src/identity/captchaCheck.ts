import { appError } from '../errors/index.js';
import type { AppDeps } from '../http/context.js';
import type { Logger } from '../logger.js';
import { verifyTencentTicket } from '../providers/captcha/tencent.js';
import { spendCaptchaKey } from './loginKeys.js';

/** What a request may carry to show a solved captcha: the graphic one's key and answer, or Tencent's ticket. */
export interface CaptchaAnswer {
  randomkey?: string | undefined;
  randomcode?: string | undefined;
  ticket?: string | undefined;
  randstr?: string | undefined;
}

/** True when the deployment shows Tencent's captcha rather than the graphic one. */
export const usesTencentCaptcha = (deps: AppDeps) => deps.config.captchaService.kind === 'tencent';

/**
 * Whether the request carries a Tencent ticket that Tencent Captcha confirms, asked with the
 * user's address. No ticket (or not the Tencent kind) → false; a refused ticket → captchaTicketRefused
 * (its own wording: no picture was misread); the
 * service unreachable → captchaUnavailable (502), never a pass.
 */
export async function tencentTicketSolved(deps: AppDeps, log: Logger, answer: CaptchaAnswer, ip: string): Promise<boolean> {
  const service = deps.config.captchaService;
  if (service.kind !== 'tencent' || !answer.ticket) return false;
  let good: boolean;
  try {
    good = await verifyTencentTicket(service, { ticket: answer.ticket, randstr: answer.randstr ?? '', ip });
  } catch (error) {
    log.warn({ err: error, ip }, 'captcha service failed');
    throw appError('errors.captchaUnavailable');
  }
  if (!good) {
    log.warn({ ip }, 'captcha ticket refused');
    throw appError('errors.captchaTicketRefused');
  }
  return true;
}

/**
 * Whether a request other than a password sign-in carries a solved captcha of the deployment's
 * kind: Tencent's ticket, or the graphic answer for its key (which uses the key up). No answer →
 * false; a wrong one → captchaWrong (Tencent's: captchaTicketRefused).
 */
export async function captchaSolved(deps: AppDeps, log: Logger, answer: CaptchaAnswer, ip: string): Promise<boolean> {
  if (usesTencentCaptcha(deps)) return tencentTicketSolved(deps, log, answer, ip);
  if (!answer.randomcode?.trim()) return false;
  await spendCaptchaKey(deps, log, answer.randomkey ?? '', answer.randomcode);
  return true;
}
