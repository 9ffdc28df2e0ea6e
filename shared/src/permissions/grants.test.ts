import { describe, expect, it } from 'vitest';
import { ROLE_TYPES } from '../domain/role.js';
import { holdsFunctions, mayActOnUser, roleChangeRefusal, roleGrantRefusal } from './grants.js';
import type { PermissionContext, PermissionUser } from './rules.js';

const hosted: PermissionContext = {
  edition: 'hosted',
  licensed: ['home', 'questionbank', 'trainmanagement-train', 'adminuser', 'adminrole', 'trainmanagement-practice'],
};

function user(overrides: Partial<PermissionUser> = {}): PermissionUser {
  return { isadmin: 0, adminuser: 0, orgowner: 0, funcs: '', openai: 0, aillm: 0, voiceprint: 0, orgid: 'org-1', ...overrides };
}

const learner = user();
const top = user({ isadmin: 100 });
const superRole = user({ adminuser: 1 });
const owner = user({ orgowner: 1 });
const userManager = user({ funcs: 'adminuser' });
const roleManager = user({ funcs: 'adminrole' });
const trainer = user({ funcs: 'home,trainmanagement-train' });
const administrator = (funcs: string[]) => ({ type: ROLE_TYPES.administrator, funcs });

describe('what a user holds', () => {
  it('holds the keys it may use: a parent key holds its hidden children, licence and requirements apply', () => {
    expect(holdsFunctions(userManager, ['adminuser', 'editadminuser'], hosted)).toBe(true);
    expect(holdsFunctions(userManager, ['adminuser', 'home'], hosted)).toBe(false);
    expect(holdsFunctions(user({ funcs: 'studysystem' }), ['studysystem'], hosted)).toBe(false);
    expect(holdsFunctions(user({ funcs: 'trainmanagement-practice' }), ['dialogcollect'], hosted)).toBe(false);
    expect(holdsFunctions(user({ funcs: 'trainmanagement-practice', openai: 1 }), ['dialogcollect'], hosted)).toBe(true);
    expect(holdsFunctions(learner, [], hosted)).toBe(true);
  });

  it('counts top admins and the owner as holding everything', () => {
    for (const privileged of [top, superRole, owner]) expect(holdsFunctions(privileged, ['costdetails', 'user-setting', 'recyclebin'], hosted)).toBe(true);
  });
});

describe('who may act on another user', () => {
  it('lets a user manager act on learners and on admins holding no more than it does', () => {
    expect(mayActOnUser(userManager, learner, hosted)).toBe(true);
    expect(mayActOnUser(userManager, user({ funcs: 'adminuser' }), hosted)).toBe(true);
    expect(mayActOnUser(trainer, user({ funcs: 'trainmanagement-train,qm-anything' }), hosted)).toBe(true);
  });

  it('refuses an actor lacking any function the target holds', () => {
    expect(mayActOnUser(userManager, trainer, hosted)).toBe(false);
    expect(mayActOnUser(userManager, user({ funcs: 'adminuser,adminrole' }), hosted)).toBe(false);
    expect(mayActOnUser(user({ funcs: 'adminuser,studysystem' }), user({ funcs: 'studysystem' }), hosted)).toBe(false);
  });

  it('keeps top admins and the owner out of reach of anyone who is neither, and lets them act on anyone', () => {
    for (const target of [top, superRole, owner]) {
      expect(mayActOnUser(userManager, target, hosted)).toBe(false);
      expect(mayActOnUser(user({ funcs: 'adminuser,adminrole,home,questionbank,trainmanagement-train' }), target, hosted)).toBe(false);
      for (const privileged of [top, superRole, owner]) expect(mayActOnUser(privileged, target, hosted)).toBe(true);
    }
    expect(mayActOnUser(owner, trainer, hosted)).toBe(true);
  });

  it('never reaches into another organisation, whoever asks', () => {
    const elsewhere = user({ orgid: 'org-2' });
    expect(mayActOnUser(top, elsewhere, hosted)).toBe(false);
    expect(mayActOnUser(owner, elsewhere, hosted)).toBe(false);
    expect(mayActOnUser(userManager, elsewhere, hosted)).toBe(false);
  });
});

describe('who may grant or change a role', () => {
  it('lets an actor grant ordinary roles and administrator roles within its own functions', () => {
    expect(roleGrantRefusal(userManager, { type: ROLE_TYPES.ordinary, funcs: [] }, hosted)).toBeNull();
    expect(roleGrantRefusal(trainer, administrator(['trainmanagement-train']), hosted)).toBeNull();
    expect(roleGrantRefusal(trainer, administrator(['trainmanagement-train', 'adminuser']), hosted)).toBe('errors.roleExceedsRights');
    expect(roleGrantRefusal(roleManager, administrator(['adminrole', 'home']), hosted)).toBe('errors.roleExceedsRights');
  });

  it('keeps super administrator roles for top admins and the owner, who grant anything', () => {
    const superAdministrator = { type: ROLE_TYPES.superAdministrator, funcs: [] };
    expect(roleGrantRefusal(user({ funcs: 'adminuser,adminrole,home' }), superAdministrator, hosted)).toBe('errors.superRoleForbidden');
    for (const privileged of [top, superRole, owner]) {
      expect(roleGrantRefusal(privileged, superAdministrator, hosted)).toBeNull();
      expect(roleGrantRefusal(privileged, administrator(['costdetails']), hosted)).toBeNull();
    }
  });

  it('never lets anyone change the role it holds itself', () => {
    const own = { id: 'role-1', ...administrator(['adminrole']) };
    expect(roleChangeRefusal(roleManager, 'role-1', own, hosted)).toBe('errors.cannotChangeOwnRole');
    expect(roleChangeRefusal(superRole, 'role-1', { ...own, type: ROLE_TYPES.superAdministrator }, hosted)).toBe('errors.cannotChangeOwnRole');
    expect(roleChangeRefusal(roleManager, 'role-2', own, hosted)).toBeNull();
    expect(roleChangeRefusal(roleManager, null, { ...own, funcs: ['adminrole', 'home'] }, hosted)).toBe('errors.roleExceedsRights');
    expect(roleChangeRefusal(owner, null, { ...own, funcs: ['costdetails'] }, hosted)).toBeNull();
  });
});
