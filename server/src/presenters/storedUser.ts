import { DEFAULT_LANGUAGE, toLanguage, type StoredUser } from '@peilian/shared';
import type { UserWithOrg } from '../data/users.js';

/**
 * The stored user of spec §3 as login and logininfo deliver it. Only the listed fields leave the
 * server (never the password hash or internal timestamps). Fields whose features do not exist yet
 * (levels, stars, learning time, third-party and simple modes, face groups) carry neutral values.
 */
export function presentStoredUser({ user, orgName, departmentName }: UserWithOrg, token: string): StoredUser {
  return {
    token,
    id: user.id,
    name: user.name,
    username: user.name,
    avatar: user.avatar,
    sex: user.sex,
    orgid: user.orgId,
    orgname: orgName,
    orgowner: user.orgowner,
    isadmin: user.isadmin,
    funcs: user.funcs,
    openai: user.openai,
    aillm: user.aillm,
    voiceprint: user.voiceprint,
    voiceflag: user.voiceflag,
    thirdparty: 0,
    simple: 0,
    needchangepwd: user.passwordChangedAt ? 0 : 1,
    levelname: '',
    userstars: 0,
    trainningtime: 0,
    departmentname: departmentName ?? '',
    terminal: user.terminal,
    account: user.account,
    mobile: user.mobile,
    serial: '',
    language: toLanguage(user.language) ?? DEFAULT_LANGUAGE,
    changdays: 0,
    subfolder: '',
    pid: '',
    rolename: user.rolename,
    facegroup: '',
    adminuser: user.adminuser,
  };
}
