import { describe, expect, it } from 'vitest';
import { checkAccount, checkMobile, checkPassword, checkPasswordPair, isStrongPassword, isValidMobile } from './rules.js';
import { accountSchema, mobileSchema, passwordSchema } from './schemas.js';

describe('mobile', () => {
  it('accepts 11-digit mainland numbers whose second digit is 3 to 9', () => {
    for (const mobile of ['13800138000', '19912345678', '15000000000']) expect(isValidMobile(mobile)).toBe(true);
  });

  it('refuses other prefixes, lengths and characters', () => {
    for (const mobile of ['12800138000', '1380013800', '138001380001', '23800138000', '1380013800a', '']) {
      expect(isValidMobile(mobile)).toBe(false);
    }
  });

  it('says missing before malformed', () => {
    expect(checkMobile(' ')).toEqual({ key: 'validation.mobileRequired' });
    expect(checkMobile('123')).toEqual({ key: 'validation.mobileFormat' });
    expect(checkMobile('13800138000')).toBeNull();
    expect(mobileSchema.safeParse('12345').error?.issues[0]?.message).toBe('validation.mobileFormat');
  });
});

describe('account', () => {
  it('requires 6 to 50 characters', () => {
    expect(checkAccount('')).toEqual({ key: 'validation.accountRequired' });
    expect(checkAccount('abcde')?.key).toBe('validation.accountLength');
    expect(checkAccount('abcdef')).toBeNull();
    expect(checkAccount('a'.repeat(50))).toBeNull();
    expect(checkAccount('a'.repeat(51))).toEqual({ key: 'validation.accountLength', params: { min: 6, max: 50 } });
    expect(accountSchema.safeParse('abc').success).toBe(false);
  });
});

describe('passwords by place of entry', () => {
  it('registration allows 6 to 16', () => {
    expect(checkPassword('12345', 'register')?.key).toBe('validation.passwordLength');
    expect(checkPassword('123456', 'register')).toBeNull();
    expect(checkPassword('1'.repeat(16), 'register')).toBeNull();
    expect(checkPassword('1'.repeat(17), 'register')?.params).toEqual({ min: 6, max: 16 });
  });

  it('import and the admin form allow 6 to 15', () => {
    expect(checkPassword('1'.repeat(15), 'import')).toBeNull();
    expect(checkPassword('1'.repeat(16), 'import')?.params).toEqual({ min: 6, max: 15 });
    expect(checkPassword('1'.repeat(16), 'admin')?.key).toBe('validation.passwordLength');
  });

  it('the forced-change dialog trims, needs 8 to 15 and the strength rule', () => {
    expect(checkPassword('  Ab1!efgh  ', 'dialog')).toBeNull();
    expect(checkPassword('Ab1!efg', 'dialog')?.key).toBe('validation.passwordLength');
    expect(checkPassword('abcdefgh1!', 'dialog')?.key).toBe('validation.passwordStrength');
    expect(checkPassword('Abcd efg1!', 'dialog')?.key).toBe('validation.passwordStrength');
  });

  it('the strengthening option asks 8 characters and the strength rule on top of any length rule', () => {
    expect(checkPassword('abcdefgh', 'admin', { strong: true })?.key).toBe('validation.passwordStrength');
    expect(checkPassword('Abc12#', 'admin', { strong: true })).toEqual({ key: 'validation.passwordLength', params: { min: 8, max: 15 } });
    expect(checkPassword('Abc12#xy', 'admin', { strong: true })).toBeNull();
    expect(checkPassword('Abc12#xy'.repeat(2), 'import', { strong: true })?.params).toEqual({ min: 8, max: 15 });
  });

  it('recognises strong passwords', () => {
    expect(isStrongPassword('Peilian@2026')).toBe(true);
    expect(isStrongPassword('peilian@2026')).toBe(false);
    expect(isStrongPassword('Peilian2026')).toBe(false);
    expect(isStrongPassword('Pei lian@2026')).toBe(false);
  });

  it('uses each place its own mismatch text', () => {
    expect(checkPasswordPair('123456', '1234567', 'register')).toEqual({ key: 'validation.passwordMismatch' });
    expect(checkPasswordPair('Ab1!efgh', ' Ab1!efgh ', 'dialog')).toBeNull();
    expect(checkPasswordPair('Ab1!efgh', 'Ab1!efgX', 'dialog')).toEqual({ key: 'validation.passwordMismatchDialog' });
  });

  it('exposes the rule as a zod schema whose message is an i18n key', () => {
    const result = passwordSchema('register').safeParse('123');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.passwordLength');
  });
});
