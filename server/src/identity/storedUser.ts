import { DEFAULT_LANGUAGE, levelOf, toLanguage, type AccountChoice, type StoredUser } from '@peilian/shared';
import type { UserWithOrg } from '../data/users.js';
import { settingsTimeZone } from '../lib/orgClock.js';
import { isDealer } from '../organisation/index.js';

/** A pending password change delivered with a session (non-password logins, spec §2.9). */
export interface PendingPasswordChange {
  kind: 1 | 2;
  serial: string;
  days: number;
}

/**
 * The stored user of spec §3 as login and logininfo deliver it. Only the listed fields leave the
 * server (never the password hash or internal timestamps). Level, stars and learning time come from
 * the training centre's totals; fields whose features do not exist yet (third-party and simple
 * modes, face groups) carry neutral values.
 * `needchangepwd` is 1 (first login) or 2 (unchanged too long); with a pending change the one-time
 * `serial` for `api/forcechangepassword` and `changdays` come along.
 */
export function presentStoredUser(
  { user, orgName, orgSettings, departmentName, learning, levelName }: UserWithOrg,
  token: string,
  change?: PendingPasswordChange,
): StoredUser {
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
    needchangepwd: change?.kind ?? (user.needChangePassword === 1 ? 1 : 0),
    levelname: levelName ?? levelOf(learning?.experience ?? 0).name,
    userstars: learning?.stars ?? 0,
    trainningtime: learning?.seconds ?? 0,
    departmentname: departmentName ?? '',
    terminal: user.terminal,
    account: user.account,
    mobile: user.mobile,
    serial: change?.serial ?? '',
    language: toLanguage(user.language) ?? DEFAULT_LANGUAGE,
    changdays: change?.kind === 2 ? change.days : 0,
    subfolder: '',
    pid: '',
    rolename: user.rolename,
    facegroup: '',
    adminuser: user.adminuser,
    timezone: settingsTimeZone(orgSettings),
    dealer: isDealer(orgSettings) ? 1 : 0,
  };
}

/** One entry of the multi-account chooser: who, in which organisation and department. */
export function presentAccountChoice({ user, orgName, departmentName }: UserWithOrg): AccountChoice {
  return {
    id: user.id,
    username: user.name,
    avatar: user.avatar,
    orgname: orgName,
    departmentname: departmentName ?? '',
  };
}
