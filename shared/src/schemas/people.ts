import { z } from 'zod';
import type { MessageKey } from '../i18n/messages.js';
import { PAGE_SIZE_DEFAULT, PAGE_SIZES, POSITION_NAME_MAX, USER_NAME_MAX, WORK_NUMBER_MAX } from '../limits.js';
import { FUNCTION_TREE, MENU_GROUPS, UNBUILT_FUNCTIONS, functionNode, type FunctionNode, type MenuGroup } from '../permissions/functionTree.js';
import { EMAIL_PATTERN, isValidMobile, WORK_NUMBER_PATTERN, type ValidationIssue } from '../validators/rules.js';
import { FILE_REFERENCE_RULES } from '../validators/fileReferences.js';
import { checkPlainName } from '../validators/plainText.js';
import { accountSchema, fileReferenceSchema } from '../validators/schemas.js';
import { ROLE_APPLICATIONS } from '../domain/role.js';
import type { FunctionTreeEntry } from './orgApplications.js';
import { positionNodeSchema } from './tasks.js';

/**
 * The people admin (admin-back-office §2 system group: adminuser, editadminuser, adminrole; §3 User
 * and Role; §5 Users rules; §7 organisation user and department calls): request and response shapes
 * and the per-field checks the admin form and the server both run. Limits the spec leaves open are
 * named here (role name 20 like other names of the back office, description 100, department 32 like
 * a position, e-mail 100).
 */

export const ROLE_NAME_MAX = 20;
export const ROLE_DESCRIPTION_MAX = 100;
export const DEPARTMENT_NAME_MAX = 32;
export const WECHAT_NAME_MAX = 32;
export const USER_MEMO_MAX = 100;
export const EMAIL_MAX = 100;
export const USER_SEARCH_MAX = 50;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written yyyy-MM-dd (admin §5 "expiry yyyy-MM-dd"). */
export function isValidDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Real name: required, at most 20 characters (after trimming), plain (`checkPlainName`). */
export function checkUserName(value: string): ValidationIssue | null {
  const name = value.trim();
  if (!name) return { key: 'validation.nameRequired' };
  return name.length > USER_NAME_MAX ? { key: 'validation.tooLong', params: { max: USER_NAME_MAX } } : checkPlainName(name);
}

/** Work number: optional; letters and digits, at most 12. */
export function checkWorkNumber(value: string): ValidationIssue | null {
  const workno = value.trim();
  return !workno || WORK_NUMBER_PATTERN.test(workno) ? null : { key: 'validation.workNumberFormat', params: { max: WORK_NUMBER_MAX } };
}

/** E-mail: optional; the shared pattern, at most 100 characters. */
export function checkEmail(value: string): ValidationIssue | null {
  const email = value.trim();
  return !email || (email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email)) ? null : { key: 'validation.emailFormat' };
}

/** Mobile on the admin form: optional, else a mainland number. */
export function checkOptionalMobile(value: string): ValidationIssue | null {
  const mobile = value.trim();
  return !mobile || isValidMobile(mobile) ? null : { key: 'validation.mobileFormat' };
}

/** A date field (validity, entry date): optional, else yyyy-MM-dd. */
export function checkOptionalDate(value: string): ValidationIssue | null {
  const date = value.trim();
  return !date || isValidDate(date) ? null : { key: 'people.rules.dateFormat' };
}

/** Role and department names: required, at most `max` characters, plain. */
export function checkRequiredName(value: string, max: number): ValidationIssue | null {
  const name = value.trim();
  if (!name) return { key: 'people.rules.nameRequired' };
  return name.length > max ? { key: 'validation.tooLong', params: { max } } : checkPlainName(name);
}

/** A string field that runs one of the checks above; its issues carry i18n keys. */
export function checkedField(check: (value: string) => ValidationIssue | null, max = 200) {
  return z
    .string()
    .max(max, { error: 'validation.tooLong' })
    .default('')
    .superRefine((value, ctx) => {
      const issue = check(value);
      if (issue) ctx.addIssue({ code: 'custom', message: issue.key, params: issue.params });
    })
    .transform((value) => value.trim());
}

const checked = checkedField;

/** An id chosen in a picker (department, role); '' means none. Resolved inside the caller's organisation. */
export const optionalIdField = z.string().trim().max(64).default('');
const optionalId = optionalIdField;

/** What a 0/1 flag may be sent as: JSON numbers or booleans, or a form's or a query's text. */
const FLAG_VALUES = new Map<unknown, 0 | 1>([
  [0, 0],
  ['0', 0],
  [false, 0],
  ['false', 0],
  [1, 1],
  ['1', 1],
  [true, 1],
  ['true', 1],
]);

/**
 * A 0/1 flag. Only those values are read: `null`, `''` or `2` are refused with `error`, never taken
 * for 0 (which, sent to a disable route, enabled the record).
 */
export const flagOf = (error: MessageKey) => z.preprocess((value) => FLAG_VALUES.get(value) ?? value, z.union([z.literal(0), z.literal(1)], { error }));

/** A 0/1 flag of a form or query (`validation.flagInvalid`). */
export const flagSchema = flagOf('validation.flagInvalid');

/** What a disable flag may be sent as: the spec's 0 or 1, a JSON number or a query's text. */
const DISABLE_FLAG_VALUES = new Map<unknown, 0 | 1>([
  [0, 0],
  ['0', 0],
  [1, 1],
  ['1', 1],
]);

/**
 * The flag of the disable routes and of the users' batch enable or disable (admin §3: 0 enabled,
 * 1 disabled). Stricter than `flagSchema`: a boolean or its text is refused like `null`, `''` or
 * `2` (`validation.disabledInvalid`), so `{"disabled": false}` never enables a record.
 */
export const disabledFlagSchema = z.preprocess(
  (value) => DISABLE_FLAG_VALUES.get(value) ?? value,
  z.union([z.literal(0), z.literal(1)], { error: 'validation.disabledInvalid' }),
);

const sealedPassword = z.string({ error: 'validation.passwordRequired' }).min(1, { error: 'validation.passwordRequired' }).max(512);

/** The user fields of the create and edit dialogs (admin §3 User, §5 Users rules). */
export const adminUserFieldsSchema = z.object({
  account: z.string({ error: 'validation.accountRequired' }).pipe(accountSchema),
  name: checked(checkUserName),
  sex: z.coerce.number().int().min(0).max(2).default(0),
  mobile: checked(checkOptionalMobile),
  workno: checked(checkWorkNumber),
  email: checked(checkEmail),
  departmentid: optionalId,
  roleid: optionalId,
  positionid: optionalId,
  /** The user's manager: another user of the organisation ('' = none). */
  managerid: optionalId,
  wechatname: z.string().trim().max(WECHAT_NAME_MAX, { error: 'validation.tooLong' }).default(''),
  memo: z.string().trim().max(USER_MEMO_MAX, { error: 'validation.tooLong' }).default(''),
  /** Account validity, yyyy-MM-dd (last day it may sign in, China time); '' = permanent. */
  validdate: checked(checkOptionalDate, 10),
  entrydate: checked(checkOptionalDate, 10),
  /** A path handed out by `POST api/file/upload?filetype=avatar`, or ''. */
  avatar: fileReferenceSchema(FILE_REFERENCE_RULES.userAvatar).default(''),
});
export type AdminUserFields = z.infer<typeof adminUserFieldsSchema>;

/**
 * Passwords an administrator types travel sealed (`encryptPassword`) under one key of
 * `GET api/login/randomcode`, the confirmation too, so the server checks the 6–15 rule and that
 * both match after opening them.
 */
export const sealedPasswordPairSchema = z.object({
  password: sealedPassword,
  confirmpassword: sealedPassword,
  randomkey: z.string().min(1).max(64),
});

/** `POST api/admin/organization/user`. */
export const createAdminUserRequestSchema = adminUserFieldsSchema.extend(sealedPasswordPairSchema.shape);
/** `PUT api/admin/organization/user/{id}`. */
export const updateAdminUserRequestSchema = adminUserFieldsSchema;
/** `POST api/admin/organization/user/{id}/reset`: the new password, chosen by the administrator. */
export const resetPasswordRequestSchema = sealedPasswordPairSchema;
/** The body of every disable route, users' and roles' among them (admin §3 enumerations: 0 enabled, 1 disabled). */
export const disableRequestSchema = z.object({ disabled: disabledFlagSchema });

/** The most users one batch acts on: a page of the user list at its largest size. */
export const USER_BATCH_MAX = 100;

/** The users a batch acts on: 1 to `USER_BATCH_MAX` ids of the caller's organisation. */
const batchIds = z
  .array(z.string().max(64), { error: 'validation.batchEmpty' })
  .min(1, { error: 'validation.batchEmpty' })
  .max(USER_BATCH_MAX, { error: 'validation.batchTooMany' });

/** `POST api/admin/organization/user/batchupdate`: enable (0) or disable (1) the chosen users at once. */
export const userBatchUpdateRequestSchema = z.object({
  ids: batchIds,
  disabled: disabledFlagSchema,
});
export type UserBatchUpdateRequest = z.infer<typeof userBatchUpdateRequestSchema>;

/** `POST user/batchdelete`: the chosen users go to the recycle bin, all or none (docs/people.md "Deleting users"). */
export const userBatchDeleteRequestSchema = z.object({ ids: batchIds });
export type UserBatchDeleteRequest = z.infer<typeof userBatchDeleteRequestSchema>;

/**
 * `POST api/admin/organization/user/batchset`: places the chosen users at once. Each field sent is
 * set for every one of them, a field left out is kept: a department (never '': a user placed this
 * way always has one), a position and a role ('' takes it away). At least one of the three.
 */
export const userBatchSetRequestSchema = z
  .object({
    ids: batchIds,
    departmentid: z.string().trim().min(1, { error: 'people.users.batchSetDepartmentRequired' }).max(64).optional(),
    positionid: z.string().trim().max(64).optional(),
    roleid: z.string().trim().max(64).optional(),
  })
  .refine((body) => body.departmentid !== undefined || body.positionid !== undefined || body.roleid !== undefined, {
    error: 'people.users.batchSetNothing',
  });
export type UserBatchSetRequest = z.infer<typeof userBatchSetRequestSchema>;

/** The batch's answer: how many users it changed. */
export const userBatchUpdateResponseSchema = z.object({ successed: z.literal(true), updated: z.number().int() }).strict();

/** `GET api/admin/organization/userlist`. */
export const userListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  rows: z.coerce
    .number()
    .int()
    .default(PAGE_SIZE_DEFAULT)
    .refine((rows) => (PAGE_SIZES as readonly number[]).includes(rows), {
      error: 'people.rules.pageSize',
      params: { sizes: PAGE_SIZES.join('/') },
    }),
  /** Matches name, account, mobile or work number. */
  name: z.string().trim().max(USER_SEARCH_MAX).default(''),
  /** A department: its users and those of the departments below it. */
  department: optionalId,
  role: optionalId,
  /** A position: its holders and those of the positions below it. */
  position: optionalId,
  disabled: z.union([z.literal(''), flagSchema]).default(''),
  reviewstatus: z.enum(['', 'pending', 'approved']).default(''),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** `GET api/admin/organization/user/export`: the list's filters, every matching user (no paging). */
export const userExportQuerySchema = userListQuerySchema.omit({ page: true, rows: true });
export type UserExportQuery = z.infer<typeof userExportQuerySchema>;

/**
 * `GET api/admin/organization/user/limitimport`: where an import by the caller may place users.
 * `limited` 0: any department; 1: only the listed departments (paths from the top, '/'-joined).
 * Roles: the names of the roles the caller may assign.
 */
export const userImportLimitResponseSchema = z
  .object({ successed: z.literal(true), limited: z.number().int(), departments: z.array(z.string()), roles: z.array(z.string()) })
  .strict();
export type UserImportLimit = z.infer<typeof userImportLimitResponseSchema>;

/** A user as the admin list and dialogs see it; no password hash or internal timestamps. */
export const adminUserSchema = z
  .object({
    id: z.string(),
    account: z.string(),
    name: z.string(),
    avatar: z.string(),
    sex: z.number().int(),
    mobile: z.string(),
    workno: z.string(),
    email: z.string(),
    departmentid: z.string(),
    departmentname: z.string(),
    roleid: z.string(),
    rolename: z.string(),
    positionid: z.string(),
    positionname: z.string(),
    managerid: z.string(),
    managername: z.string(),
    wechatname: z.string(),
    memo: z.string(),
    /** The role's type, or -1 without a role. */
    roletype: z.number().int(),
    disabled: z.number().int(),
    /** 'rejected' only for the owner of an enterprise registration the provider refused. */
    reviewstatus: z.enum(['approved', 'pending', 'rejected']),
    validdate: z.string(),
    entrydate: z.string(),
    orgowner: z.number().int(),
    /** 1 for a top administrator (isadmin 100 or the super-administrator flag). */
    topadmin: z.number().int(),
    /** 1 when the signed-in administrator may act on this user (shared `mayActOnUser`): edit, reset, disable, sign-in code. */
    manageable: z.number().int(),
    /** What a self-registration gave (mini-program form). */
    company: z.string(),
    jobtitle: z.string(),
    createdate: z.string(),
  })
  .strict();
export type AdminUser = z.infer<typeof adminUserSchema>;

export const userListResponseSchema = z.object({ successed: z.literal(true), rows: z.array(adminUserSchema), total: z.number().int().nonnegative() }).strict();
export type UserListResponse = z.infer<typeof userListResponseSchema>;

/**
 * `GET api/admin/organization/userpicker`: the users data picker of the task range (admin §2
 * "Picker columns: users (avatar, name, department or dealer, workno)"). Its callers need not
 * manage users, so it takes only what the picker asks — a page, a text matched against name and
 * work number, a department — and answers only what the picker shows.
 */
export const userPickerQuerySchema = userListQuerySchema.pick({ page: true, rows: true, name: true, department: true });
export type UserPickerQuery = z.infer<typeof userPickerQuerySchema>;
export const pickerUserSchema = z.object({ id: z.string(), name: z.string(), avatar: z.string(), departmentname: z.string(), workno: z.string() }).strict();
export type PickerUser = z.infer<typeof pickerUserSchema>;
export const userPickerResponseSchema = z
  .object({ successed: z.literal(true), rows: z.array(pickerUserSchema), total: z.number().int().nonnegative() })
  .strict();
export const adminUserResponseSchema = z.object({ successed: z.literal(true), user: adminUserSchema }).strict();

/** A department of the tree, with the number of users placed directly in it. */
export interface DepartmentNode {
  id: string;
  name: string;
  /** '' at the top level. */
  parentid: string;
  sort: number;
  usercount: number;
  children: DepartmentNode[];
}
export const departmentNodeSchema: z.ZodType<DepartmentNode> = z.lazy(() =>
  z
    .object({
      id: z.string(),
      name: z.string(),
      parentid: z.string(),
      sort: z.number().int(),
      usercount: z.number().int().nonnegative(),
      children: z.array(departmentNodeSchema),
    })
    .strict(),
);
export const departmentTreeResponseSchema = z.object({ successed: z.literal(true), data: z.array(departmentNodeSchema) }).strict();
export const departmentResponseSchema = z.object({ successed: z.literal(true), department: departmentNodeSchema }).strict();

const departmentName = checked((value) => checkRequiredName(value, DEPARTMENT_NAME_MAX));
const sort = z.coerce.number().int().min(0).max(99_999);

/** `POST api/admin/organization/department`: '' parent = top level. */
export const createDepartmentRequestSchema = z.object({ name: departmentName, parentid: optionalId, sort: sort.optional() });
/** `PUT api/admin/organization/department/{id}`: rename and/or move (absent = unchanged, '' parent = top level). */
export const updateDepartmentRequestSchema = z.object({
  name: departmentName.optional(),
  parentid: z.string().trim().max(64).optional(),
  sort: sort.optional(),
});

const positionName = checked((value) => checkRequiredName(value, POSITION_NAME_MAX));

/** `POST api/admin/organization/position`: '' parent = top level. */
export const createPositionRequestSchema = z.object({ name: positionName, parentid: optionalId });
/** `PUT api/admin/organization/position/{id}`: rename and/or move (absent = unchanged, '' parent = top level). */
export const updatePositionRequestSchema = z.object({ name: positionName.optional(), parentid: z.string().trim().max(64).optional() });
export const positionResponseSchema = z.object({ successed: z.literal(true), position: positionNodeSchema }).strict();

/** A list given as an array or comma-separated (a form's value): its trimmed, non-empty items. */
const commaList = (value: unknown) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean)
    : value;

/** Function keys a role may hold: known keys of the tree, given as a list or comma-separated. */
const functionKeysSchema = z
  .preprocess((value) => commaList(value) ?? [], z.array(z.string().max(64)).max(FUNCTION_TREE.length * 2))
  .superRefine((keys, ctx) => {
    for (const key of keys) {
      if (!functionNode(key)) ctx.addIssue({ code: 'custom', message: 'people.rules.unknownFunction', params: { key } });
    }
  })
  .transform((keys) => normaliseRoleFunctions(keys));

/** The applications a role opens, as a list or comma-separated, each once, in `ROLE_APPLICATIONS` order. */
const roleApplicationsSchema = z
  .preprocess(commaList, z.array(z.enum(ROLE_APPLICATIONS, { error: 'people.rules.unknownApplication' })).max(ROLE_APPLICATIONS.length * 2))
  .transform((apps) => ROLE_APPLICATIONS.filter((app) => apps.includes(app)));

/**
 * `POST api/admin/organization/role`, `PUT .../role/{id}`. Left out, the applications are all three
 * and the data audit and operation messages off (docs/people.md "Roles").
 */
export const roleRequestSchema = z.object({
  name: checked((value) => checkRequiredName(value, ROLE_NAME_MAX)),
  type: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1), z.literal(2)])),
  description: z.string().trim().max(ROLE_DESCRIPTION_MAX, { error: 'validation.tooLong' }).default(''),
  funcs: functionKeysSchema,
  apps: roleApplicationsSchema.default([...ROLE_APPLICATIONS]),
  /** 1: what the role's holders add to the catalogues waits for an administrator's audit. */
  audit: flagSchema.default(0),
  /** 1: the role's holders get a message of each operation on what they look after. */
  notify: flagSchema.default(0),
});
export type RoleRequest = z.infer<typeof roleRequestSchema>;

export const roleSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    type: z.number().int(),
    description: z.string(),
    /** 0 enabled, 1 disabled (admin §3 enumerations). */
    status: z.number().int(),
    funcs: z.array(z.string()),
    apps: z.array(z.enum(ROLE_APPLICATIONS)),
    audit: z.number().int(),
    notify: z.number().int(),
    usercount: z.number().int().nonnegative(),
    createdate: z.string(),
    /** 1 when the signed-in administrator may edit or disable this role (shared `roleChangeRefusal`). */
    manageable: z.number().int(),
  })
  .strict();
export type Role = z.infer<typeof roleSchema>;
export const roleListResponseSchema = z.object({ successed: z.literal(true), rows: z.array(roleSchema) }).strict();
export const roleResponseSchema = z.object({ successed: z.literal(true), role: roleSchema }).strict();

// The organisation's licensed functions, apart from the people schemas: the learner's system area
// (and the mini-program's main package) carries these without the rest.
export {
  functionTreeEntrySchema,
  orgApplicationsResponseSchema,
  softwareFunctionsResponseSchema,
  type FunctionTreeEntry,
  type OrgApplicationsResponse,
  type SoftwareFunctionsResponse,
} from './orgApplications.js';

/**
 * A function a role can grant: a visible entry of the tree (a hidden detail route follows its
 * parent's permission, admin §2) whose page is built, and not the platform's top administrator's
 * own (the recycle bin, the registration review), which no role gives anyone.
 */
const grantable = (node: FunctionNode): boolean => !node.hidden && !UNBUILT_FUNCTIONS.has(node.key) && node.requires !== 'topAdmin';

/** The keys a role stores: known keys it can grant, once each, in tree order; the others are dropped. */
export function normaliseRoleFunctions(keys: readonly string[]): string[] {
  const wanted = new Set(keys);
  return FUNCTION_TREE.filter((node) => grantable(node) && wanted.has(node.key)).map((node) => node.key);
}

/** The visible functions of each menu group that `keep` keeps (optionally only licensed ones). */
function functionGroups(keep: (node: FunctionNode) => boolean, licensed?: readonly string[]): { group: MenuGroup; keys: string[] }[] {
  const allowed = licensed ? new Set(licensed) : undefined;
  return MENU_GROUPS.map((group) => ({
    group,
    keys: FUNCTION_TREE.filter((node) => node.group === group && keep(node) && (!allowed || allowed.has(node.key))).map((node) => node.key),
  })).filter((entry) => entry.keys.length > 0);
}

/** The role editor's checkboxes: each menu group with the functions a role can grant (optionally only licensed ones). */
export const roleFunctionGroups = (licensed?: readonly string[]) => functionGroups(grantable, licensed);

/** The function tree (optionally only licensed keys) as `{id, children}` entries. */
export function functionTreeEntries(licensed?: readonly string[]): FunctionTreeEntry[] {
  return functionGroups((node) => !node.hidden, licensed).map(({ group, keys }) => ({
    id: group,
    children: keys.map((key) => ({
      id: key,
      children: FUNCTION_TREE.filter((node) => node.hidden && node.parent === key).map((node) => ({ id: node.key, children: [] })),
    })),
  }));
}

/** The i18n label of a function key, for role editors and menus. */
export function functionLabelKey(key: string): MessageKey {
  return `people.functions.${key}` as MessageKey;
}
