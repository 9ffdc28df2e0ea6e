import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/bundled.js';
import { FUNCTION_TREE } from '../permissions/functionTree.js';
import { adminUserFieldsSchema, userListQuerySchema } from './users.js';
import { checkEmail, checkOptionalDate, checkUserName, checkWorkNumber, isValidDate } from './fields.js';
import { functionLabelKey, functionTreeEntries, normaliseRoleFunctions, roleFunctionGroups, roleRequestSchema } from './roles.js';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('people field checks', () => {
  it('requires a name of at most 20 characters', () => {
    expect(checkUserName(' ')).toEqual({ key: 'validation.nameRequired' });
    expect(checkUserName('张'.repeat(21))).toEqual({ key: 'validation.tooLong', params: { max: 20 } });
    expect(checkUserName('张'.repeat(20))).toBeNull();
  });

  it('accepts work numbers of letters and digits up to 12, e-mails by pattern, dates as real yyyy-MM-dd', () => {
    expect(checkWorkNumber('')).toBeNull();
    expect(checkWorkNumber('A12345678901')).toBeNull();
    expect(checkWorkNumber('A123456789012')?.key).toBe('validation.workNumberFormat');
    expect(checkWorkNumber('A-1')?.key).toBe('validation.workNumberFormat');
    expect(checkEmail('a@b.cn')).toBeNull();
    expect(checkEmail('a@b')?.key).toBe('validation.emailFormat');
    expect(isValidDate('2026-02-28')).toBe(true);
    expect(isValidDate('2026-02-30')).toBe(false);
    expect(checkOptionalDate('2026/02/01')?.key).toBe('people.rules.dateFormat');
    expect(checkOptionalDate('')).toBeNull();
  });

  it('parses the user form with i18n keys as messages', () => {
    const bad = adminUserFieldsSchema.safeParse({ account: 'abc', name: '', mobile: '12345', workno: 'a_b', email: 'x', validdate: '2026-13-01' });
    expect(messagesOf(bad)).toEqual([
      'validation.accountLength',
      'validation.nameRequired',
      'validation.mobileFormat',
      'validation.workNumberFormat',
      'validation.emailFormat',
      'people.rules.dateFormat',
    ]);
    const good = adminUserFieldsSchema.parse({ account: ' zhangsan ', name: ' 张三 ', mobile: '13900000000' });
    expect(good).toMatchObject({ account: 'zhangsan', name: '张三', workno: '', departmentid: '', validdate: '' });
  });

  it('accepts only the page sizes 30, 50 and 100 (default 30)', () => {
    expect(userListQuerySchema.parse({})).toMatchObject({ page: 1, rows: 30, disabled: '' });
    expect(userListQuerySchema.parse({ rows: '100', disabled: '1' })).toMatchObject({ rows: 100, disabled: 1 });
    expect(messagesOf(userListQuerySchema.safeParse({ rows: '20' }))).toEqual(['people.rules.pageSize']);
  });
});

describe('role functions', () => {
  it('keeps known visible keys in tree order and drops hidden ones (they follow their parent)', () => {
    expect(normaliseRoleFunctions(['adminrole', 'editadminuser', 'home', 'adminuser', 'home'])).toEqual(['home', 'adminuser', 'adminrole']);
    // An unbuilt page and the top administrator's own functions are no role's to give.
    expect(normaliseRoleFunctions(['auditaccount', 'recyclebin', 'registrationreview', 'costdetails', 'adminuser'])).toEqual(['adminuser', 'costdetails']);
    const parsed = roleRequestSchema.parse({ name: '培训管理员', type: '1', funcs: 'questionbank,home' });
    expect(parsed.funcs).toEqual(['home', 'questionbank']);
    expect(messagesOf(roleRequestSchema.safeParse({ name: '', type: 1, funcs: ['nope'] }))).toEqual([
      'people.rules.nameRequired',
      'people.rules.unknownFunction',
    ]);
  });

  it('groups the editor checkboxes by menu group, optionally only licensed keys', () => {
    const groups = roleFunctionGroups();
    // The cost centre offers its two entries (costpay follows costbaseinfo); the assistant's group offers all of its pages.
    expect(groups.map((entry) => entry.group)).toEqual(['homePage', 'view', 'train', 'voice', 'smart', 'system', 'log', 'expenses']);
    expect(groups.find((entry) => entry.group === 'expenses')?.keys).toEqual(['costbaseinfo', 'costdetails']);
    expect(groups.find((entry) => entry.group === 'smart')?.keys).toEqual([
      'dialogcollect',
      'aigc-bank',
      'knowledge',
      'flow',
      'chat',
      'search',
      'user-setting',
    ]);
    const offered = groups.flatMap((entry) => entry.keys);
    expect(offered).toContain('knowledge');
    for (const key of ['editadminuser', 'dialogcollect-detail', 'auditaccount', 'costpay', 'recyclebin', 'registrationreview'])
      expect(offered).not.toContain(key);
    expect(offered).toContain('costbaseinfo');
    expect(roleFunctionGroups(['home', 'adminuser'])).toEqual([
      { group: 'homePage', keys: ['home'] },
      { group: 'system', keys: ['adminuser'] },
    ]);
    expect(functionTreeEntries(['adminuser'])).toEqual([
      {
        id: 'system',
        children: [
          {
            id: 'adminuser',
            children: [
              { id: 'editadminuser', children: [] },
              { id: 'invitecode', children: [] },
            ],
          },
        ],
      },
    ]);
  });

  it('has a label for every visible function in every language', () => {
    for (const language of ['zh-CN', 'zh-TW', 'en'] as const) {
      const t = createTranslator(language);
      for (const node of FUNCTION_TREE.filter((candidate) => !candidate.hidden)) {
        const key = functionLabelKey(node.key);
        expect(t(key), `${language} ${node.key}`).not.toBe(key);
      }
    }
  });
});
