import { describe, expect, it } from 'vitest';
import { buildUser } from '../test/users';
import { accessRedirect, ADMIN_HOME, canEnterAdmin, LEARNER_HOME, landingPath, postLoginPath } from './access';

const learner = buildUser();
const superAdmin = buildUser({ isadmin: 100 });
const owner = buildUser({ orgowner: 1 });
const limitedAdmin = buildUser({ funcs: 'taskReport,adminuser' });

describe('route guard', () => {
  it('lets anyone open public routes', () => {
    for (const path of ['/login', '/login?redirect=%2Fuser%2Fmine', '/404', '/', '/register', '/nowhere']) {
      expect(accessRedirect(path, null)).toBeNull();
    }
  });

  it('sends visitors without a user from learner and admin pages to login with the path as redirect', () => {
    expect(accessRedirect('/user/mine', null)).toBe('/login?redirect=%2Fuser%2Fmine');
    expect(accessRedirect('/admin/homePage/homePage?x=1', null)).toBe(`/login?redirect=${encodeURIComponent('/admin/homePage/homePage?x=1')}`);
    expect(accessRedirect('/user', null)).toBe('/login?redirect=%2Fuser');
  });

  it('does not treat look-alike paths as protected areas', () => {
    expect(accessRedirect('/username', null)).toBeNull();
    expect(accessRedirect('/administrator', null)).toBeNull();
  });

  it('sends a learner opening the admin area to /404 but lets them into the learner area', () => {
    expect(accessRedirect('/admin/homePage/homePage', learner)).toBe('/404');
    expect(accessRedirect('/user/dashboard/center', learner)).toBeNull();
  });

  it('lets top admins, organisation owners and function holders into the admin area', () => {
    for (const user of [superAdmin, owner, limitedAdmin, buildUser({ adminuser: 1 })]) {
      expect(accessRedirect('/admin/homePage/homePage', user)).toBeNull();
    }
  });

  it('ignores qm- function keys when deciding who is an admin', () => {
    expect(canEnterAdmin(buildUser({ funcs: 'qm-report, qm-x' }))).toBe(false);
  });
});

describe('post-login routing', () => {
  it('lands learners in the training centre and admins on the admin home page', () => {
    expect(landingPath(learner)).toBe(LEARNER_HOME);
    expect(landingPath(superAdmin)).toBe(ADMIN_HOME);
    expect(landingPath(owner)).toBe(ADMIN_HOME);
    expect(landingPath(limitedAdmin)).toBe(ADMIN_HOME);
  });

  it('follows a redirect the user may open', () => {
    expect(postLoginPath('/user/mine', learner)).toBe('/user/mine');
    expect(postLoginPath('/admin/homePage/homePage', superAdmin)).toBe('/admin/homePage/homePage');
  });

  it('ignores redirects the user may not open, loops back to login, or leave the app', () => {
    expect(postLoginPath('/admin/homePage/homePage', learner)).toBe(LEARNER_HOME);
    expect(postLoginPath('/login?redirect=%2Fuser%2Fmine', learner)).toBe(LEARNER_HOME);
    expect(postLoginPath('//evil.example/user/mine', learner)).toBe(LEARNER_HOME);
    expect(postLoginPath('https://evil.example', superAdmin)).toBe(ADMIN_HOME);
    expect(postLoginPath(null, superAdmin)).toBe(ADMIN_HOME);
  });
});
