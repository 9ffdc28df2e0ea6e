import { miniRegistrationRequestSchema } from '@peilian/shared';
import { describe, expect, it } from 'vitest';
import { miniRegistrationBody, sendCodeIssue } from './miniRegistration';

const form = { mobile: ' 13900000001 ', code: ' 123456 ', name: ' 王芳 ', workunit: ' 演示企业有限公司 ', workno: ' 店长 ', agreed: true };

describe('miniRegistrationBody', () => {
  it('sends the trimmed form with sex 1, the mini-program parameters and the OAuth code', () => {
    const body = miniRegistrationBody(form, { miniopenid: 'mini-1', orgid: 'o1', oauthCode: 'wx-code' });
    expect(body).toEqual({
      mobile: '13900000001',
      code: '123456',
      name: '王芳',
      workunit: '演示企业有限公司',
      workno: '店长',
      sex: 1,
      miniopenid: 'mini-1',
      orgid: 'o1',
      wxcode: 'wx-code',
    });
    expect(miniRegistrationRequestSchema.safeParse(body).success).toBe(true);
  });

  it('leaves out what the page does not have, and never sends an account or password', () => {
    const body = miniRegistrationBody(form, { miniopenid: '', oauthCode: undefined });
    expect(body.miniopenid).toBeUndefined();
    expect(body.orgid).toBeUndefined();
    expect(body.wxcode).toBeUndefined();
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('account');
  });
});

describe('sendCodeIssue', () => {
  it("needs a valid mobile, else 'mobile format incorrect' (empty included)", () => {
    expect(sendCodeIssue('')).toEqual({ key: 'validation.mobileInvalid' });
    expect(sendCodeIssue('12345678901')).toEqual({ key: 'validation.mobileInvalid' });
    expect(sendCodeIssue('1390000000')).toEqual({ key: 'validation.mobileInvalid' });
    expect(sendCodeIssue('13900000001')).toBeNull();
  });
});
