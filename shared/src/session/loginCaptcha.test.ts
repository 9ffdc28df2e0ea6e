import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.js';
import { ERRORS, errorKeyForCode } from '../errors/catalog.js';
import { demandsCaptcha } from './loginCaptcha.js';

const refusal = (key: keyof typeof ERRORS) => new ApiError(ERRORS[key].errcode, 'errmsg', ERRORS[key].status, errorKeyForCode(ERRORS[key].errcode));

describe('whether a refused sign-in demands the captcha', () => {
  it('does when the server asks for it or refused the answer', () => {
    expect(demandsCaptcha(refusal('errors.captchaRequired'))).toBe(true);
    expect(demandsCaptcha(refusal('errors.captchaWrong'))).toBe(true);
    expect(demandsCaptcha(refusal('errors.captchaTicketRefused'))).toBe(true);
    expect(demandsCaptcha(refusal('errors.smsCaptchaRequired'))).toBe(true);
  });

  it('does not for a wrong password, a wait, a lost connection or anything else', () => {
    expect(demandsCaptcha(refusal('errors.wrongCredentials'))).toBe(false);
    expect(demandsCaptcha(refusal('errors.loginWait'))).toBe(false);
    expect(demandsCaptcha(refusal('errors.loginAccountPaused'))).toBe(false);
    expect(demandsCaptcha(new ApiError(0, '', 0, 'errors.network'))).toBe(false);
    expect(demandsCaptcha(new Error('errors.captchaRequired'))).toBe(false);
    expect(demandsCaptcha(undefined)).toBe(false);
  });
});
