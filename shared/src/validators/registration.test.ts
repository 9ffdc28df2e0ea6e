import { describe, expect, test } from 'vitest';
import { createTranslator } from '../i18n/bundled.js';
import { checkMiniRegistration, type MiniRegistrationForm } from './registration.js';

const zh = createTranslator('zh-CN');

const VALID: MiniRegistrationForm = {
  mobile: '13800138000',
  code: '123456',
  name: '张三',
  workunit: '演示企业有限公司',
  workno: '销售经理',
  agreed: true,
};

function messageFor(form: Partial<MiniRegistrationForm>): string | null {
  const issue = checkMiniRegistration({ ...VALID, ...form });
  return issue ? zh(issue.key, issue.params) : null;
}

describe('mini-program registration checks', () => {
  test('accepts a complete form', () => {
    expect(checkMiniRegistration(VALID)).toBeNull();
  });

  test('reports the nine problems in the spec order, each with its exact zh-CN message', () => {
    // Start from an empty form and fix one field at a time: the next check in order must surface.
    const steps: [Partial<MiniRegistrationForm>, string][] = [
      [{}, '请先输入手机号'],
      [{ mobile: '1380013800' }, '请输入正确的11位手机号'],
      [{ mobile: '13800138000' }, '请先输入验证码'],
      [{ code: '123456' }, '请先输入姓名'],
      [{ name: '张三' }, '请先输入公司全称'],
      [{ workunit: '公'.repeat(51) }, '公司全称在50个字以内'],
      [{ workunit: '演示企业' }, '请先输入职位'],
      [{ workno: '职'.repeat(17) }, '职位在16个字以内'],
      [{ workno: '销售经理' }, '请先勾选同意用户协议和隐私政策'],
    ];
    let form: MiniRegistrationForm = { mobile: '', code: '', name: '', workunit: '', workno: '', agreed: false };
    const seen: string[] = [];
    for (const [change, expected] of steps) {
      form = { ...form, ...change };
      const issue = checkMiniRegistration(form);
      seen.push(issue ? zh(issue.key, issue.params) : 'ok');
      expect(seen.at(-1)).toBe(expected);
    }
    expect(checkMiniRegistration({ ...form, agreed: true })).toBeNull();
  });

  test('an earlier problem always wins over a later one', () => {
    expect(messageFor({ mobile: '', code: '', agreed: false })).toBe('请先输入手机号');
    expect(messageFor({ mobile: '2380013800', name: '' })).toBe('请输入正确的11位手机号');
    expect(messageFor({ workunit: '公'.repeat(60), workno: '' })).toBe('公司全称在50个字以内');
    expect(messageFor({ workno: '职'.repeat(20), agreed: false })).toBe('职位在16个字以内');
  });

  test('blank values count as missing', () => {
    expect(messageFor({ mobile: '   ' })).toBe('请先输入手机号');
    expect(messageFor({ code: ' ' })).toBe('请先输入验证码');
    expect(messageFor({ name: '\t' })).toBe('请先输入姓名');
    expect(messageFor({ workunit: '  ' })).toBe('请先输入公司全称');
    expect(messageFor({ workno: ' ' })).toBe('请先输入职位');
  });

  test('mobile numbers must be mainland: 11 digits, 1 then 3–9', () => {
    expect(messageFor({ mobile: '12800138000' })).toBe('请输入正确的11位手机号');
    expect(messageFor({ mobile: '138001380001' })).toBe('请输入正确的11位手机号');
    expect(messageFor({ mobile: '19900138000' })).toBeNull();
  });

  test('length limits are inclusive and measured after trimming', () => {
    expect(messageFor({ workunit: '公'.repeat(50) })).toBeNull();
    expect(messageFor({ workunit: ` ${'公'.repeat(50)} ` })).toBeNull();
    expect(messageFor({ workno: '职'.repeat(16) })).toBeNull();
    expect(messageFor({ workno: '职'.repeat(17) })).toBe('职位在16个字以内');
  });
});
