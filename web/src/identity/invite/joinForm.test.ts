import { ApiError, createTranslator } from '@peilian/shared';
import { describe, expect, it } from 'vitest';
import { INVALID_CODE, joinFailureText } from './joinForm';

const t = createTranslator('zh-CN');

describe('the invite join form', () => {
  it("words a mistyped code as an unknown one, and a refusal in the server's words", () => {
    expect(joinFailureText(INVALID_CODE, t)).toBe('邀请码不存在或已停用');
    expect(joinFailureText(new ApiError(40909, '该邀请码的邀请人数已满', 409, 'errors.inviteFull'), t)).toBe('该邀请码的邀请人数已满');
  });
});
