import type { PermissionContext } from '@peilian/shared';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../test/users';
import { adminMenu, menuPlaceOf, nextOpenKeys } from './adminMenu';

const hosted: PermissionContext = { edition: 'hosted', licensed: 'all' };
const entryKeys = (sections: ReturnType<typeof adminMenu>) => sections.map((section) => [section.group, section.entries.map((entry) => entry.key)]);

describe('admin sidebar', () => {
  it('gives a limited admin one entry per permitted function, grouped, hidden details left out', () => {
    const admin = buildUser({ funcs: 'home,trainmanagement-train,questionbank,editbank,qm-report' });
    expect(entryKeys(adminMenu(admin, hosted))).toEqual([
      ['homePage', ['home']],
      ['train', ['trainmanagement-train']],
      ['voice', ['questionbank']],
    ]);
    const [, training] = adminMenu(admin, hosted);
    expect(training).toEqual({
      group: 'train',
      label: 'admin.menu.training',
      entries: [{ key: 'trainmanagement-train', label: 'people.functions.trainmanagement-train', path: '/admin/train/trainmanagement-train' }],
    });
  });

  it('gives a super admin every group with a built page and the visible built functions of each', () => {
    const menu = adminMenu(buildUser({ isadmin: 100, openai: 1, aillm: 1 }), hosted);
    expect(menu.map((section) => section.group)).toEqual(['homePage', 'view', 'train', 'voice', 'smart', 'system', 'log', 'expenses']);
    expect(menu.find((section) => section.group === 'expenses')?.entries.map((entry) => entry.key)).toEqual(['costbaseinfo', 'costdetails']);
    expect(menu.find((section) => section.group === 'smart')?.entries.map((entry) => entry.key)).toEqual([
      'dialogcollect',
      'aigc-bank',
      'knowledge',
      'flow',
      'chat',
      'search',
      'user-setting',
    ]);
    expect(menu.find((section) => section.group === 'log')?.entries.map((entry) => entry.key)).toEqual(['loglogin', 'logadminlogin', 'logoperation']);
    const system = menu.find((section) => section.group === 'system')?.entries.map((entry) => entry.key);
    expect(system).toEqual([
      'adminsetting',
      'adminuser',
      'adminrole',
      'adminlevel',
      'banner',
      'arithmetic',
      'message-management',
      'recyclebin',
      'registrationreview',
    ]);
    expect(menu.flatMap((section) => section.entries).some((entry) => ['editadminuser', 'check', 'costpay'].includes(entry.key))).toBe(false);
  });

  it("leaves out what the organisation's licence does not cover", () => {
    const admin = buildUser({ funcs: 'home,adminuser,adminrole,loglogin' });
    const licensed: PermissionContext = { edition: 'hosted', licensed: ['home', 'adminuser', 'editadminuser'] };
    expect(entryKeys(adminMenu(admin, licensed))).toEqual([
      ['homePage', ['home']],
      ['system', ['adminuser']],
    ]);
    expect(entryKeys(adminMenu(admin, { ...licensed, edition: 'private' }))).toEqual([
      ['homePage', ['home']],
      ['system', ['adminuser', 'adminrole']],
      ['log', ['loglogin']],
    ]);
  });

  it('shows nothing without a user or to a learner', () => {
    expect(adminMenu(null, hosted)).toEqual([]);
    expect(adminMenu(buildUser(), hosted)).toEqual([]);
  });
});

describe('menu place of a route', () => {
  it('highlights the entry of a visible function', () => {
    expect(menuPlaceOf('/admin/system/adminuser')).toEqual({
      group: 'system',
      groupLabel: 'admin.menu.system',
      entry: { key: 'adminuser', label: 'people.functions.adminuser', path: '/admin/system/adminuser' },
    });
    expect(menuPlaceOf('/admin/homePage/homePage')?.entry.path).toBe('/admin/homePage/homePage');
  });

  it('highlights the parent entry for a hidden detail route', () => {
    expect(menuPlaceOf('/admin/system/editadminuser')?.entry.key).toBe('adminuser');
    expect(menuPlaceOf('/admin/voice/editbank?id=3')?.entry.path).toBe('/admin/voice/questionbank');
    expect(menuPlaceOf('/admin/expenses/costpay')?.entry.key).toBe('costbaseinfo');
    // Assistant entries share the practice key's permission but are menu entries of their own.
    expect(menuPlaceOf('/admin/smart/flow')?.entry.key).toBe('flow');
    expect(menuPlaceOf('/admin/smart/dialogcollect-detail')?.entry.key).toBe('dialogcollect');
  });

  it('knows no place for paths outside the function tree', () => {
    expect(menuPlaceOf('/admin/nowhere/page')).toBeUndefined();
    expect(menuPlaceOf('/user/mine')).toBeUndefined();
  });
});

describe('one open submenu at a time', () => {
  it('keeps only the submenu just opened', () => {
    expect(nextOpenKeys([], ['group:system'])).toEqual(['group:system']);
    expect(nextOpenKeys(['group:system'], ['group:system', 'group:log'])).toEqual(['group:log']);
  });

  it('closes the open submenu', () => {
    expect(nextOpenKeys(['group:log'], [])).toEqual([]);
  });
});
