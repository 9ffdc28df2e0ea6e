import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZES } from '../limits.js';
import { FILE_REFERENCE_RULES } from '../validators/fileReferences.js';
import { accountSchema, fileReferenceSchema } from '../validators/schemas.js';
import {
  checkedField,
  checkEmail,
  checkOptionalDate,
  checkOptionalMobile,
  checkUserName,
  checkWorkNumber,
  disabledFlagSchema,
  flagSchema,
  optionalIdField,
} from './fields.js';

/**
 * The users of the people admin (admin-back-office §2 adminuser, editadminuser; §3 User; §5 Users
 * rules; §7 organisation user calls): the dialogs' fields, the list and its export, the batches, the
 * picker. Limits the spec leaves open are named here (WeChat name 32, memo 100, search 50).
 */

export const WECHAT_NAME_MAX = 32;
export const USER_MEMO_MAX = 100;
export const USER_SEARCH_MAX = 50;

const checked = checkedField;
const optionalId = optionalIdField;

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
const placement = {
  departmentid: z.string().trim().min(1, { error: 'people.users.batchSetDepartmentRequired' }).max(64).optional(),
  positionid: z.string().trim().max(64).optional(),
  roleid: z.string().trim().max(64).optional(),
};
const somePlacement = [
  (body: { departmentid?: string; positionid?: string; roleid?: string }) =>
    body.departmentid !== undefined || body.positionid !== undefined || body.roleid !== undefined,
  { error: 'people.users.batchSetNothing' },
] as const;
export const userBatchSetRequestSchema = z.object({ ids: batchIds, ...placement }).refine(...somePlacement);
export type UserBatchSetRequest = z.infer<typeof userBatchSetRequestSchema>;

/**
 * `POST api/admin/organization/user/{id}/batchset` (the spec's path): the same placement, the users
 * named in the path — one id, or several joined by commas — and any more in `ids`.
 */
export const userPathBatchSetRequestSchema = z
  .object({ ids: z.array(z.string().max(64)).max(USER_BATCH_MAX, { error: 'validation.batchTooMany' }).default([]), ...placement })
  .refine(...somePlacement);
export type UserPathBatchSetRequest = z.infer<typeof userPathBatchSetRequestSchema>;

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
    /** 1 when the user has a registered voiceprint (an admin may unregister it: `unregisterface`). */
    voiceprint: z.number().int(),
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
