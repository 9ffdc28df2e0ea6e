import { describe, expect, it } from 'vitest';
import { FUNCTION_TREE, functionForRoute, functionRoute } from './functionTree.js';
import { canOpenRoute, canUseFunction, isAdminUser, landingRoute, menuFor, type PermissionContext, type PermissionUser } from './rules.js';

const hosted: PermissionContext = { edition: 'hosted', licensed: ['home', 'questionbank', 'trainmanagement-train', 'adminuser'] };
const privateDeployment: PermissionContext = { edition: 'private', licensed: [] };

function user(overrides: Partial<PermissionUser> = {}): PermissionUser {
  return { isadmin: 0, adminuser: 0, orgowner: 0, funcs: '', openai: 0, aillm: 0, voiceprint: 0, orgid: 'org-1', ...overrides };
}

const learner = user();
const top = user({ isadmin: 100 });
const owner = user({ orgowner: 1 });
const limited = user({ funcs: 'questionbank,trainmanagement-train,qm-anything' });

describe('function tree', () => {
  it('has unique keys and routes, and every hidden route points at a visible entry', () => {
    const keys = FUNCTION_TREE.map((n) => n.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const node of FUNCTION_TREE.filter((n) => n.hidden)) {
      const parent = FUNCTION_TREE.find((n) => n.key === node.parent);
      expect(parent, node.key).toBeDefined();
    }
    expect(functionForRoute('/admin/voice/questionbank')?.key).toBe('questionbank');
    expect(functionForRoute('/admin/homePage/homePage?x=1')?.key).toBe('home');
    expect(functionForRoute('/admin/voice/nothing')).toBeUndefined();
    expect(functionRoute(FUNCTION_TREE[0]!)).toBe('/admin/homePage/homePage');
  });
});

describe('who may use a function', () => {
  it('lets a limited admin use only licensed keys in funcs, ignoring qm- keys', () => {
    expect(canUseFunction(limited, 'questionbank', hosted)).toBe(true);
    expect(canUseFunction(limited, 'editbank', hosted)).toBe(true);
    expect(canUseFunction(limited, 'exammanagement', hosted)).toBe(false);
    expect(canUseFunction(user({ funcs: 'studysystem' }), 'studysystem', hosted)).toBe(false);
    expect(canUseFunction(user({ funcs: 'studysystem' }), 'studysystem', privateDeployment)).toBe(true);
  });

  it('lets top admins use everything but allow-listed and flagged functions they lack', () => {
    expect(canUseFunction(top, 'costdetails', hosted)).toBe(true);
    expect(canUseFunction(top, 'recyclebin', hosted)).toBe(true);
    expect(canUseFunction(top, 'aireport', hosted)).toBe(false);
    expect(canUseFunction(top, 'aireport', { ...hosted, allowLists: { aireport: ['org-1'] } })).toBe(true);
    expect(canUseFunction(top, 'trainmanagement-practice', hosted)).toBe(false);
    expect(canUseFunction({ ...top, aillm: 1 }, 'trainmanagement-practice', hosted)).toBe(true);
  });

  it('keeps the recycle bin for isadmin 100 only', () => {
    expect(canUseFunction(user({ adminuser: 1 }), 'recyclebin', hosted)).toBe(false);
    expect(canUseFunction(owner, 'recyclebin', hosted)).toBe(false);
  });

  it('lets the owner pass licensing but not see user-setting', () => {
    expect(canUseFunction(owner, 'costdetails', hosted)).toBe(true);
    expect(canUseFunction({ ...owner, openai: 1 }, 'knowledge', hosted)).toBe(true);
    expect(canUseFunction({ ...owner, openai: 1 }, 'user-setting', hosted)).toBe(false);
    expect(canOpenRoute({ ...owner, openai: 1 }, '/admin/smart/user-setting', hosted)).toBe(false);
  });

  it('opens the intelligent assistant with openai and the practice key, check-manage with a voiceprint', () => {
    const practice = user({ funcs: 'trainmanagement-practice', openai: 1 });
    expect(canUseFunction(practice, 'chat', privateDeployment)).toBe(true);
    expect(canUseFunction({ ...practice, openai: 0 }, 'chat', privateDeployment)).toBe(false);
    expect(canUseFunction(user({ funcs: 'check' }), 'check', privateDeployment)).toBe(false);
    expect(canUseFunction(user({ funcs: 'check', voiceprint: 1 }), 'check', privateDeployment)).toBe(true);
  });

  it('refuses unknown keys and learners', () => {
    expect(canUseFunction(top, 'no-such-key', hosted)).toBe(false);
    expect(canUseFunction(learner, 'home', hosted)).toBe(false);
    expect(isAdminUser(learner)).toBe(false);
    expect(isAdminUser(user({ funcs: 'qm-x' }))).toBe(false);
  });
});

describe('route guard', () => {
  it('opens learner pages to anyone signed in and admin pages by function', () => {
    expect(canOpenRoute(learner, '/user/mine', hosted)).toBe(true);
    expect(canOpenRoute(learner, '/admin/homePage/homePage', hosted)).toBe(false);
    expect(canOpenRoute(limited, '/admin/voice/questionbank', hosted)).toBe(true);
    expect(canOpenRoute(limited, '/admin/system/adminuser', hosted)).toBe(false);
    expect(canOpenRoute(limited, '/admin/smart/user-setting', hosted)).toBe(false);
    expect(canOpenRoute(top, '/admin/unknown/page', hosted)).toBe(false);
  });
});

describe('menu', () => {
  it('shows only permitted visible entries, grouped, without empty groups', () => {
    const menu = menuFor(limited, hosted);
    expect(menu.map((s) => s.group)).toEqual(['train', 'voice']);
    expect(menu.flatMap((s) => s.items.map((i) => i.key))).toEqual(['trainmanagement-train', 'questionbank']);
    const all = menuFor(top, hosted).flatMap((s) => s.items.map((i) => i.key));
    expect(all).toContain('recyclebin');
    expect(all).not.toContain('editbank');
  });
});

describe('landing after login (spec §2.2)', () => {
  it('sends each role where the spec says', () => {
    expect(landingRoute(learner, hosted)).toBe('/user/dashboard/center');
    expect(landingRoute(top, hosted)).toBe('/admin/homePage/homePage');
    expect(landingRoute(owner, hosted)).toBe('/admin/homePage/homePage');
    expect(landingRoute(user({ funcs: 'home,questionbank' }), hosted)).toBe('/admin/homePage/homePage');
    expect(landingRoute(limited, hosted)).toBe('/admin/train/trainmanagement-train');
    expect(landingRoute(user({ funcs: 'costdetails' }), hosted)).toBe('/404');
    expect(landingRoute(user({ funcs: 'qm-only' }), hosted)).toBe('/user/dashboard/center');
  });
});

describe('a function whose page is not built yet', () => {
  const auditReader = user({ funcs: 'auditaccount,questionbank' });
  const everything: PermissionContext = { edition: 'private', licensed: [], allowLists: { auditaccount: ['org-1'] } };

  it('keeps its right on the server but is out of the menu, the landing and the routes', () => {
    expect(canUseFunction(auditReader, 'auditaccount', everything)).toBe(true);
    expect(canOpenRoute(auditReader, '/admin/system/auditaccount', everything)).toBe(false);
    expect(menuFor(auditReader, everything).map((section) => section.group)).toEqual(['voice']);
    expect(landingRoute(auditReader, everything)).toBe('/admin/voice/questionbank');
    expect(menuFor(top, everything).flatMap((section) => section.items.map((item) => item.key))).not.toContain('check');
  });

  it('gives the settings and banners, their own entry under the settings right', () => {
    const settings = user({ funcs: 'adminsetting' });
    expect(menuFor(settings, everything)).toEqual([
      {
        group: 'system',
        items: [
          { key: 'adminsetting', route: '/admin/system/adminsetting' },
          { key: 'banner', route: '/admin/system/banner' },
        ],
      },
    ]);
    expect(canOpenRoute(settings, '/admin/system/adminsetting', everything)).toBe(true);
    expect(canOpenRoute(settings, '/admin/system/banner', everything)).toBe(true);
    expect(canOpenRoute(user({ funcs: 'adminuser' }), '/admin/system/banner', everything)).toBe(false);
  });
});
