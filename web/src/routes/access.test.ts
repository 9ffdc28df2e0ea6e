import type { PermissionContext } from '@peilian/shared';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../test/users';
import { accessRedirect, adminEntry, awaitsLicence, postLoginPath, type AccessContext } from './access';
import { ADMIN_HOME, LEARNER_HOME } from './paths';

const hosted: PermissionContext = { edition: 'hosted', licensed: 'all' };
const learner = buildUser();
const superAdmin = buildUser({ isadmin: 100 });
const owner = buildUser({ orgowner: 1 });
const limitedAdmin = buildUser({ funcs: 'questionbank,trainmanagement-train' });
const homeHolder = buildUser({ funcs: 'home,questionbank' });

describe('route guard', () => {
  it('lets anyone open public routes', () => {
    for (const path of ['/login', '/login?redirect=%2Fuser%2Fmine', '/404', '/', '/register', '/authcode?authcode=x', '/nowhere']) {
      expect(accessRedirect(path, null, hosted)).toBeNull();
    }
  });

  it('sends visitors without a user from learner and admin pages to login with the path as redirect', () => {
    expect(accessRedirect('/user/mine', null, hosted)).toBe('/login?redirect=%2Fuser%2Fmine');
    expect(accessRedirect('/admin/homePage/homePage?x=1', null, hosted)).toBe(`/login?redirect=${encodeURIComponent('/admin/homePage/homePage?x=1')}`);
    expect(accessRedirect('/user', null, hosted)).toBe('/login?redirect=%2Fuser');
  });

  it('does not treat look-alike paths as protected areas', () => {
    expect(accessRedirect('/username', null, hosted)).toBeNull();
    expect(accessRedirect('/administrator', null, hosted)).toBeNull();
  });

  it('sends a learner opening the admin area to /404 but lets them into the learner area', () => {
    expect(accessRedirect('/admin/homePage/homePage', learner, hosted)).toBe('/404');
    expect(accessRedirect('/user/dashboard/center', learner, hosted)).toBeNull();
  });

  it('opens an admin route only to those holding its function', () => {
    expect(accessRedirect('/admin/voice/questionbank', limitedAdmin, hosted)).toBeNull();
    expect(accessRedirect('/admin/voice/editbank?id=1', limitedAdmin, hosted)).toBeNull();
    expect(accessRedirect('/admin/system/adminuser', limitedAdmin, hosted)).toBe('/404');
    expect(accessRedirect('/admin/homePage/homePage', limitedAdmin, hosted)).toBe('/404');
    for (const user of [superAdmin, owner, homeHolder, buildUser({ adminuser: 1 })]) {
      expect(accessRedirect('/admin/homePage/homePage', user, hosted)).toBeNull();
    }
    expect(accessRedirect('/admin/system/recyclebin', owner, hosted)).toBe('/404');
    // The provider's registration review: the platform's top administrator (isadmin 100) only.
    expect(accessRedirect('/admin/system/registrationreview', superAdmin, hosted)).toBeNull();
    for (const user of [owner, buildUser({ adminuser: 1 }), buildUser({ funcs: 'registrationreview' })]) {
      expect(accessRedirect('/admin/system/registrationreview', user, hosted)).toBe('/404');
    }
    expect(accessRedirect('/admin/no/such', superAdmin, hosted)).toBe('/404');
  });

  it('sends /admin itself to the landing page of the admin', () => {
    expect(accessRedirect('/admin', limitedAdmin, hosted)).toBe('/admin/train/trainmanagement-train');
    expect(accessRedirect('/admin', superAdmin, hosted)).toBe(ADMIN_HOME);
  });

  it('offers the back office only to admins with a permitted function', () => {
    expect(adminEntry(learner, hosted)).toBeNull();
    expect(adminEntry(buildUser({ funcs: 'qm-report' }), hosted)).toBeNull();
    expect(adminEntry(limitedAdmin, hosted)).toBe('/admin/train/trainmanagement-train');
    expect(adminEntry(superAdmin, hosted)).toBe(ADMIN_HOME);
  });
});

describe('post-login routing', () => {
  it('lands each role where the spec says', () => {
    expect(postLoginPath(null, learner, hosted)).toBe(LEARNER_HOME);
    expect(postLoginPath(null, superAdmin, hosted)).toBe(ADMIN_HOME);
    expect(postLoginPath(null, owner, hosted)).toBe(ADMIN_HOME);
    expect(postLoginPath(null, homeHolder, hosted)).toBe(ADMIN_HOME);
    expect(postLoginPath(null, limitedAdmin, hosted)).toBe('/admin/train/trainmanagement-train');
  });

  it('follows a redirect the user may open', () => {
    expect(postLoginPath('/user/mine', learner, hosted)).toBe('/user/mine');
    expect(postLoginPath('/admin/voice/questionbank', limitedAdmin, hosted)).toBe('/admin/voice/questionbank');
  });

  it('ignores redirects the user may not open, loops back to login, or leave the app', () => {
    expect(postLoginPath('/admin/homePage/homePage', learner, hosted)).toBe(LEARNER_HOME);
    expect(postLoginPath('/admin/system/adminuser', limitedAdmin, hosted)).toBe('/admin/train/trainmanagement-train');
    expect(postLoginPath('/login?redirect=%2Fuser%2Fmine', learner, hosted)).toBe(LEARNER_HOME);
    expect(postLoginPath('//evil.example/user/mine', learner, hosted)).toBe(LEARNER_HOME);
    expect(postLoginPath('https://evil.example', superAdmin, hosted)).toBe(ADMIN_HOME);
  });
});

describe("the organisation's licence", () => {
  const admin = buildUser({ funcs: 'home,adminuser,adminrole' });
  const licensed: AccessContext = { edition: 'hosted', licensed: ['adminuser', 'editadminuser'], licencePending: false };
  const pending: AccessContext = { edition: 'hosted', licensed: 'all', licencePending: true };

  it('refuses an admin the functions the organisation is not licensed for', () => {
    expect(accessRedirect('/admin/system/adminuser', admin, licensed)).toBeNull();
    expect(accessRedirect('/admin/system/editadminuser?id=1', admin, licensed)).toBeNull();
    expect(accessRedirect('/admin/system/adminrole', admin, licensed)).toBe('/404');
    expect(accessRedirect('/admin/homePage/homePage', admin, licensed)).toBe('/404');
  });

  it('lands an admin on the first licensed function when home is not licensed', () => {
    expect(postLoginPath(null, admin, licensed)).toBe('/admin/system/adminuser');
    expect(accessRedirect('/admin', admin, licensed)).toBe('/admin/system/adminuser');
    expect(adminEntry(admin, licensed)).toBe('/admin/system/adminuser');
  });

  it('holds admin pages of an administrator back while the licence loads, never a learner', () => {
    expect(awaitsLicence('/admin/system/adminrole', admin, pending)).toBe(true);
    expect(awaitsLicence('/admin', admin, pending)).toBe(true);
    expect(awaitsLicence('/user/dashboard/center', admin, pending)).toBe(false);
    expect(awaitsLicence('/login', admin, pending)).toBe(false);
    expect(awaitsLicence('/admin/system/adminrole', learner, pending)).toBe(false);
    expect(accessRedirect('/admin/homePage/homePage', learner, pending)).toBe('/404');
    expect(postLoginPath(null, learner, pending)).toBe(LEARNER_HOME);
    expect(awaitsLicence('/admin/system/adminrole', admin, licensed)).toBe(false);
  });

  it('sends an administrator signing in meanwhile to /admin, which decides with the licence', () => {
    expect(postLoginPath(null, admin, pending)).toBe('/admin');
    expect(postLoginPath('/user/mine', admin, pending)).toBe('/user/mine');
    const held = postLoginPath('/admin/system/adminrole', admin, pending);
    expect(held).toBe(`/admin?redirect=${encodeURIComponent('/admin/system/adminrole')}`);
    expect(adminEntry(admin, pending)).toBe('/admin');
    // Once known, a refused redirect gives way to the landing page and a permitted one is followed.
    expect(accessRedirect(held, admin, licensed)).toBe('/admin/system/adminuser');
    expect(accessRedirect(`/admin?redirect=${encodeURIComponent('/admin/system/editadminuser?id=2')}`, admin, licensed)).toBe(
      '/admin/system/editadminuser?id=2',
    );
    expect(accessRedirect(`/admin?redirect=${encodeURIComponent('//evil.example')}`, admin, licensed)).toBe('/admin/system/adminuser');
  });
});
