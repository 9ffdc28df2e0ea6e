import { DEFAULT_TIME_ZONE } from '../format/zone.js';
import { LANGUAGES, type Language } from '../i18n/languages.js';

/** isadmin value of the top administrator (spec §3). */
export const TOP_ADMIN_LEVEL = 100;

/** The kinds of value a stored-user field holds. */
/** `zone` is the organisation's time zone: absent from a user kept before it existed, then the default. */
/** `flag` is a 0/1 added later (e.g. `dealer`): absent from a user kept before it existed, then 0. */
export type StoredUserFieldKind = 'string' | 'int' | 'language' | 'zone' | 'flag';

/**
 * The fields of the stored user of learner-and-session §3 as the login response delivers it and the
 * clients keep it locally. Flags are numbers (0/1) as on the wire; `funcs` is a comma-separated key
 * list. The wire schema (`storedUserSchema`, zod) is built from this table, and the device check
 * (`storedUserFrom`) reads it directly: every app start checks the kept user, and that check needs
 * no schema library in the first download.
 */
export const STORED_USER_FIELDS = {
  token: 'string',
  id: 'string',
  name: 'string',
  username: 'string',
  avatar: 'string',
  sex: 'int',
  orgid: 'string',
  orgname: 'string',
  orgowner: 'int',
  isadmin: 'int',
  funcs: 'string',
  openai: 'int',
  aillm: 'int',
  voiceprint: 'int',
  voiceflag: 'string',
  thirdparty: 'int',
  simple: 'int',
  needchangepwd: 'int',
  levelname: 'string',
  userstars: 'int',
  trainningtime: 'int',
  departmentname: 'string',
  terminal: 'int',
  account: 'string',
  mobile: 'string',
  serial: 'string',
  language: 'language',
  changdays: 'int',
  subfolder: 'string',
  pid: 'string',
  rolename: 'string',
  facegroup: 'string',
  adminuser: 'int',
  timezone: 'zone',
  /** 1 when the organisation is a dealer: the learner sees the smart-knowledge tab and dialog (docs/assistant.md). */
  dealer: 'flag',
} as const satisfies Record<string, StoredUserFieldKind>;

type ValueOfKind<Kind extends StoredUserFieldKind> = Kind extends 'string' | 'zone' ? string : Kind extends 'int' | 'flag' ? number : Language;

type Fields = typeof STORED_USER_FIELDS;

/** A `flag` field may be left out where a user is built (read back, it is 0). */
export type StoredUser = { -readonly [Field in keyof Fields as Fields[Field] extends 'flag' ? never : Field]: ValueOfKind<Fields[Field]> } & {
  -readonly [Field in keyof Fields as Fields[Field] extends 'flag' ? Field : never]?: ValueOfKind<Fields[Field]>;
};

const KIND_CHECKS: Record<StoredUserFieldKind, (value: unknown) => boolean> = {
  string: (value) => typeof value === 'string',
  int: (value) => Number.isSafeInteger(value),
  language: (value) => LANGUAGES.includes(value as Language),
  zone: (value) => value === undefined || (typeof value === 'string' && value.length > 0 && value.length <= 64),
  flag: (value) => value === undefined || value === 0 || value === 1,
};

/**
 * The stored user in `value` (its own fields only, extra keys dropped), or null when a field is
 * missing or of the wrong kind — a corrupt or outdated record is never trusted.
 */
export function storedUserFrom(value: unknown): StoredUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const user: Record<string, unknown> = {};
  for (const [field, kind] of Object.entries(STORED_USER_FIELDS)) {
    if (!KIND_CHECKS[kind](record[field])) return null;
    user[field] = kind === 'zone' ? (record[field] ?? DEFAULT_TIME_ZONE) : kind === 'flag' ? (record[field] ?? 0) : record[field];
  }
  return user as StoredUser;
}

/** Function keys of a user; keys beginning `qm-` are ignored (spec §3). */
export function userFunctionKeys(user: Pick<StoredUser, 'funcs'>): string[] {
  return user.funcs
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key && !key.startsWith('qm-'));
}

/** True for a learner of a dealer organisation (the stored user's `dealer` flag): the smart-knowledge tab, search, 经销商 for 部门. */
export function isDealerUser(user: Pick<StoredUser, 'dealer'> | null | undefined): boolean {
  return user?.dealer === 1;
}
