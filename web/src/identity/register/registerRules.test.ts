import { describe, expect, it } from 'vitest';
import { checkRegistration, REGISTRATION_FIELDS, registrationPayload, type RegistrationForm } from './registerRules';

const valid: RegistrationForm = {
  orgname: '示例企业',
  business: '2',
  logo: 'files/logo/a.png',
  contact: '张经理',
  mobile: '13912345678',
  account: 'boss2026',
  password: 'secret12',
  conformPassword: 'secret12',
};

describe('enterprise registration rules', () => {
  it('accepts a complete form', () => {
    expect(checkRegistration(valid)).toEqual({});
  });

  it('requires every field, in form order, with the logo message for the logo', () => {
    const issues = checkRegistration({ orgname: ' ', business: '', logo: '', contact: ' ', mobile: '', account: '', password: '', conformPassword: '' });
    expect(Object.keys(issues)).toEqual([...REGISTRATION_FIELDS]);
    expect(issues.orgname).toEqual({ key: 'validation.required' });
    expect(issues.logo).toEqual({ key: 'validation.logoRequired' });
    expect(issues.conformPassword).toEqual({ key: 'validation.required' });
    expect(issues.contact).toEqual({ key: 'validation.required' });
    expect(issues.mobile).toEqual({ key: 'validation.required' });
  });

  it('caps the contact at 20 and takes a mainland mobile number for the review SMS', () => {
    expect(checkRegistration({ ...valid, contact: '张'.repeat(21) }).contact).toEqual({ key: 'validation.tooLong', params: { max: 20 } });
    expect(checkRegistration({ ...valid, mobile: '1391234567' }).mobile).toEqual({ key: 'validation.mobileFormat' });
    expect(checkRegistration({ ...valid, mobile: ' 13912345678 ' })).toEqual({});
  });

  it('caps the organisation name at 30 and the account at 6 to 50', () => {
    expect(checkRegistration({ ...valid, orgname: '企'.repeat(31) }).orgname).toEqual({ key: 'validation.tooLong', params: { max: 30 } });
    expect(checkRegistration({ ...valid, orgname: '企'.repeat(30) }).orgname).toBeUndefined();
    expect(checkRegistration({ ...valid, account: 'abc' }).account).toEqual({ key: 'validation.accountLength', params: { min: 6, max: 50 } });
    expect(checkRegistration({ ...valid, account: 'a'.repeat(51) }).account?.key).toBe('validation.accountLength');
  });

  it('takes passwords of 6 to 16 characters that match', () => {
    expect(checkRegistration({ ...valid, password: '12345', conformPassword: '12345' }).password).toEqual({
      key: 'validation.passwordLength',
      params: { min: 6, max: 16 },
    });
    expect(checkRegistration({ ...valid, password: 'a'.repeat(16), conformPassword: 'a'.repeat(16) })).toEqual({});
    expect(checkRegistration({ ...valid, conformPassword: 'secret13' })).toEqual({ conformPassword: { key: 'validation.passwordMismatch' } });
  });

  it('never sends the confirmation', () => {
    expect(registrationPayload({ ...valid, orgname: ' 示例企业 ' })).toEqual({
      orgname: '示例企业',
      business: '2',
      logo: 'files/logo/a.png',
      contact: '张经理',
      mobile: '13912345678',
      account: 'boss2026',
      password: 'secret12',
    });
  });
});
