import { describe, expect, it } from 'vitest';
import { checkPasswordDialog } from './passwordRules';

describe('forced password change rules', () => {
  it('requires both fields', () => {
    expect(checkPasswordDialog({ password: '  ', confirm: '' })).toEqual({
      password: { key: 'validation.passwordRequired' },
      confirm: { key: 'validation.passwordRequired' },
    });
  });

  it('checks the length (8 to 15) before the strength rule', () => {
    expect(checkPasswordDialog({ password: 'Ab1!', confirm: 'Ab1!' }).password).toEqual({ key: 'validation.passwordLength', params: { min: 8, max: 15 } });
    expect(checkPasswordDialog({ password: 'Abcdefgh1!abcdef', confirm: 'x' }).password).toEqual({
      key: 'validation.passwordLength',
      params: { min: 8, max: 15 },
    });
    expect(checkPasswordDialog({ password: 'abcdefgh', confirm: 'abcdefgh' }).password).toEqual({ key: 'validation.passwordStrength' });
  });

  it('trims both fields and compares them only once the new password is valid', () => {
    expect(checkPasswordDialog({ password: ' Newpass@2026 ', confirm: 'Newpass@2026' })).toEqual({});
    expect(checkPasswordDialog({ password: 'Newpass@2026', confirm: 'Newpass@2027' })).toEqual({ confirm: { key: 'validation.passwordMismatchDialog' } });
    expect(checkPasswordDialog({ password: 'short', confirm: 'other' })).toEqual({
      password: { key: 'validation.passwordLength', params: { min: 8, max: 15 } },
    });
  });
});
