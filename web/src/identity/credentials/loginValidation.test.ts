import { describe, expect, it } from 'vitest';
import { checkAccountForm, checkAgreement, checkMobileForm, firstIssue, mobileDigits } from './loginValidation';

describe('account tab rules', () => {
  it('requires an account of 6 to 50 characters and a password', () => {
    expect(checkAccountForm({ account: '', password: '', captcha: '' }, false)).toEqual({
      account: { key: 'validation.accountRequired' },
      password: { key: 'validation.passwordRequired' },
    });
    expect(checkAccountForm({ account: 'abc', password: 'x', captcha: '' }, false)).toEqual({
      account: { key: 'validation.accountLength', params: { min: 6, max: 50 } },
    });
    expect(checkAccountForm({ account: ' learner01 ', password: 'Peilian@2026', captcha: '' }, false)).toEqual({});
  });

  it('requires the captcha only when it is shown', () => {
    const form = { account: 'learner01', password: 'Peilian@2026', captcha: ' ' };
    expect(checkAccountForm(form, false)).toEqual({});
    expect(checkAccountForm(form, true)).toEqual({ captcha: { key: 'login.captchaRequired' } });
  });

  it('reports the first problem in field order', () => {
    const issues = checkAccountForm({ account: '', password: '', captcha: '' }, true);
    expect(firstIssue(issues, ['account', 'password', 'captcha'])).toEqual({ key: 'validation.accountRequired' });
    expect(firstIssue({ captcha: { key: 'login.captchaRequired' } }, ['account', 'password', 'captcha'])).toEqual({ key: 'login.captchaRequired' });
    expect(firstIssue({}, ['account'])).toBeNull();
  });
});

describe('SMS tab rules', () => {
  it('checks the mobile before the code', () => {
    expect(checkMobileForm({ mobile: '', code: '' })).toEqual({
      mobile: { key: 'validation.mobileRequired' },
      code: { key: 'validation.codeRequired' },
    });
    expect(checkMobileForm({ mobile: '12800000000', code: '1234' })).toEqual({ mobile: { key: 'validation.mobileFormat' } });
    expect(checkMobileForm({ mobile: '13800000000', code: '1234' })).toEqual({});
  });

  it('keeps the mobile input to 11 digits', () => {
    expect(mobileDigits('138-0000 00001234')).toBe('13800000000');
  });
});

describe('agreement', () => {
  it('must be ticked', () => {
    expect(checkAgreement(false)).toEqual({ key: 'login.agreementRequired' });
    expect(checkAgreement(true)).toBeNull();
  });
});
