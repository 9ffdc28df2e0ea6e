import { ApiError, createTranslator } from '@peilian/shared';
import { describe, expect, it } from 'vitest';
import { checkJoinForm, EMPTY_JOIN_FORM, INVALID_CODE, joinFailureText } from './joinForm';

const t = createTranslator('zh-CN');

describe('the invite join form', () => {
  it('asks for every field and the agreement, each under its own field', () => {
    expect(checkJoinForm(EMPTY_JOIN_FORM)).toEqual({
      mobile: { key: 'validation.mobileRequired' },
      code: { key: 'validation.codeRequired' },
      name: { key: 'validation.nameRequired' },
      agreed: { key: 'validation.agreementRequired' },
    });
  });

  it('takes a mainland mobile, a code, a name and the ticked agreement', () => {
    expect(checkJoinForm({ mobile: '12345678901', code: '1234', name: '王芳', agreed: true })).toEqual({ mobile: { key: 'validation.mobileFormat' } });
    expect(checkJoinForm({ mobile: '13912345678', code: ' 1234 ', name: ' 王芳 ', agreed: true })).toEqual({});
  });

  it("words a mistyped code as an unknown one, and a refusal in the server's words", () => {
    expect(joinFailureText(INVALID_CODE, t)).toBe('邀请码不存在或已停用');
    expect(joinFailureText(new ApiError(40909, '该邀请码的邀请人数已满', 409, 'errors.inviteFull'), t)).toBe('该邀请码的邀请人数已满');
  });
});
