import { describe, expect, it } from 'vitest';
import { ERRORS, errorKeyForCode, isLogoutCode, LOGOUT_CODES } from './catalog.js';

describe('error catalogue', () => {
  it('has the five forced-logout codes of the spec', () => {
    expect([...Object.values(LOGOUT_CODES)].sort((a, b) => a - b)).toEqual([9100, 9998, 9999, 10000, 10001]);
    for (const code of [10000, 9999, 9998, 9100, 10001]) expect(isLogoutCode(code)).toBe(true);
    expect(isLogoutCode(40400)).toBe(false);
    expect(isLogoutCode('10000')).toBe(false);
  });

  it('gives every error a unique errcode that maps back to its key', () => {
    const codes = Object.values(ERRORS).map((e) => e.errcode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(errorKeyForCode(10001)).toBe('errors.loggedOutElsewhere');
    expect(errorKeyForCode(40400)).toBe('errors.notFound');
    expect(errorKeyForCode(1)).toBeUndefined();
  });

  it('answers forced logouts with 401 and unknown failures with 500', () => {
    expect(ERRORS['errors.loginRequired'].status).toBe(401);
    expect(ERRORS['errors.unknown'].status).toBe(500);
  });
});
