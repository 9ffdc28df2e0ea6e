import { endpoint } from '../../api/endpoint.js';
import { okResponseSchema } from '../../api/envelopeSchemas.js';
import { authEndpoints } from '../auth.js';
import { ssoEndpoints } from '../sso.js';
import { systemEndpoints } from '../system.js';
import {
  adminUserResponseSchema,
  createAdminUserRequestSchema,
  resetPasswordRequestSchema,
  updateAdminUserRequestSchema,
  userBatchSetRequestSchema,
  userPathBatchSetRequestSchema,
  userBatchDeleteRequestSchema,
  userBatchUpdateRequestSchema,
  userBatchUpdateResponseSchema,
  userPickerQuerySchema,
  userPickerResponseSchema,
  userImportLimitResponseSchema,
  userExportQuerySchema,
} from '../../schemas/users.js';
import {
  createDepartmentRequestSchema,
  createPositionRequestSchema,
  departmentResponseSchema,
  departmentTreeResponseSchema,
  positionResponseSchema,
  updateDepartmentRequestSchema,
  updatePositionRequestSchema,
} from '../../schemas/departments.js';
import { disableRequestSchema } from '../../schemas/fields.js';
import { roleListResponseSchema, roleRequestSchema, roleResponseSchema } from '../../schemas/roles.js';
import { positionListResponseSchema } from '../../schemas/tasks.js';
import { inviteCodeListResponseSchema, inviteCodeRequestSchema, inviteCodeResponseSchema } from '../../schemas/invites.js';
import { importQuerySchema, importResponseSchema } from '../../schemas/examAdmin.js';
import { fileDownloadSchema } from '../../schemas/files.js';

const ORG = 'api/admin/organization';

/** Administrators (admin §2 adminuser); passwords travel sealed under a one-time key (`login.randomcode`). */
export const userEndpoints = {
  /** The people admin's list: whole rows, for those who manage users. */
  list: ssoEndpoints.users,
  /** The task range's users picker: only what the picker shows, for anyone who manages a task list. */
  picker: endpoint({ method: 'GET', path: `${ORG}/userpicker`, query: userPickerQuerySchema, response: userPickerResponseSchema }),
  /** The roles the caller may assign (the user form's picker). */
  roles: endpoint({ method: 'GET', path: `${ORG}/user/roles`, response: roleListResponseSchema }),
  create: endpoint({ method: 'POST', path: `${ORG}/user`, body: createAdminUserRequestSchema, response: adminUserResponseSchema, json: true }),
  read: endpoint({ method: 'GET', path: `${ORG}/user/:id`, response: adminUserResponseSchema }),
  update: endpoint({ method: 'PUT', path: `${ORG}/user/:id`, body: updateAdminUserRequestSchema, response: adminUserResponseSchema, json: true }),
  disable: endpoint({ method: 'POST', path: `${ORG}/user/:id/disable`, body: disableRequestSchema, response: adminUserResponseSchema, json: true }),
  reset: endpoint({ method: 'POST', path: `${ORG}/user/:id/reset`, body: resetPasswordRequestSchema, response: okResponseSchema, json: true }),
  approve: endpoint({ method: 'POST', path: `${ORG}/user/:id/approve`, response: adminUserResponseSchema, json: true }),
  /** Deletes a user: out of every list and sign-in, kept for the recycle bin (docs/people.md "Deleting users"). */
  remove: endpoint({ method: 'DELETE', path: `${ORG}/user/:id`, response: okResponseSchema, json: true }),
  /**
   * The user import (multipart `file`, .xlsx): a preview of every row, then the import (modes 1/2/3),
   * which writes the rows that passed and answers the failed ones (docs/people.md "Import").
   */
  import: endpoint({ method: 'POST', path: `${ORG}/user/import`, query: importQuerySchema, response: importResponseSchema, multipart: true }),
  importTemplate: endpoint({ method: 'GET', path: `${ORG}/user/import/template`, response: fileDownloadSchema, binary: true }),
  importErrors: endpoint({ method: 'GET', path: `${ORG}/user/import/errors/:id`, response: fileDownloadSchema, binary: true }),
  /** The departments and roles an import by the caller may place users in (admin §6 "user import limited to assignable roles"). */
  limitImport: endpoint({ method: 'GET', path: `${ORG}/user/limitimport`, response: userImportLimitResponseSchema }),
  /** The user list as .xlsx, filtered as the list is. */
  export: endpoint({ method: 'GET', path: `${ORG}/user/export`, query: userExportQuerySchema, response: fileDownloadSchema, binary: true }),
  /** Enables or disables the chosen users at once: all of them, or none when one may not be changed. */
  batchUpdate: endpoint({
    method: 'POST',
    path: `${ORG}/user/batchupdate`,
    body: userBatchUpdateRequestSchema,
    response: userBatchUpdateResponseSchema,
    json: true,
  }),
  /** Deletes the chosen users at once: all of them, or none when one may not be deleted. */
  batchDelete: endpoint({
    method: 'POST',
    path: `${ORG}/user/batchdelete`,
    body: userBatchDeleteRequestSchema,
    response: userBatchUpdateResponseSchema,
    json: true,
  }),
  /**
   * The batch-user import (admin §5 "Batch user": name, departmentname, account, action enable,
   * disable or delete; multipart `file`, .xlsx), through the import wizard: a preview, then the import.
   */
  batchImport: endpoint({ method: 'POST', path: `${ORG}/user/batchimport`, query: importQuerySchema, response: importResponseSchema, multipart: true }),
  batchImportTemplate: endpoint({ method: 'GET', path: `${ORG}/user/batchimport/template`, response: fileDownloadSchema, binary: true }),
  batchImportErrors: endpoint({ method: 'GET', path: `${ORG}/user/batchimport/errors/:id`, response: fileDownloadSchema, binary: true }),
  /**
   * Sets the department, position and/or role of the chosen users at once: all of them, or none when
   * one may not be changed (the ids in the body as `batchupdate` takes them; the spec's `user/{id}/batchset` is `pathBatchSet`).
   */
  batchSet: endpoint({
    method: 'POST',
    path: `${ORG}/user/batchset`,
    body: userBatchSetRequestSchema,
    response: userBatchUpdateResponseSchema,
    json: true,
  }),
  /** The spec's path of the same placement: the users in the path (one id or several joined by commas), and any more in `ids`. */
  pathBatchSet: endpoint({
    method: 'POST',
    path: `${ORG}/user/:id/batchset`,
    body: userPathBatchSetRequestSchema,
    response: userBatchUpdateResponseSchema,
    json: true,
  }),
} as const;

export const departmentEndpoints = {
  tree: endpoint({ method: 'GET', path: `${ORG}/department`, response: departmentTreeResponseSchema }),
  /** The departments the caller may place people in (own and below, or all for the owner and top administrators): the spec's `enable/department`. */
  enabled: endpoint({ method: 'GET', path: `${ORG}/enable/department`, response: departmentTreeResponseSchema }),
  create: endpoint({ method: 'POST', path: `${ORG}/department`, body: createDepartmentRequestSchema, response: departmentResponseSchema, json: true }),
  update: endpoint({ method: 'PUT', path: `${ORG}/department/:id`, body: updateDepartmentRequestSchema, response: departmentResponseSchema, json: true }),
  remove: endpoint({ method: 'DELETE', path: `${ORG}/department/:id`, response: okResponseSchema, json: true }),
} as const;

/** Positions (admin §3 Position): a tree; the publish-range and report pickers read it too. */
export const positionEndpoints = {
  tree: endpoint({ method: 'GET', path: `${ORG}/positions`, response: positionListResponseSchema }),
  create: endpoint({ method: 'POST', path: `${ORG}/position`, body: createPositionRequestSchema, response: positionResponseSchema, json: true }),
  update: endpoint({ method: 'PUT', path: `${ORG}/position/:id`, body: updatePositionRequestSchema, response: positionResponseSchema, json: true }),
  remove: endpoint({ method: 'DELETE', path: `${ORG}/position/:id`, response: okResponseSchema, json: true }),
} as const;

/** Invite codes (admin §3 Invite code), kept by user management. */
export const inviteCodeEndpoints = {
  list: endpoint({ method: 'GET', path: `${ORG}/invitecode`, response: inviteCodeListResponseSchema }),
  create: endpoint({ method: 'POST', path: `${ORG}/invitecode`, body: inviteCodeRequestSchema, response: inviteCodeResponseSchema, json: true }),
  update: endpoint({ method: 'PUT', path: `${ORG}/invitecode/:id`, body: inviteCodeRequestSchema, response: inviteCodeResponseSchema, json: true }),
  /** Stops a code for good: the people who joined stay. */
  revoke: endpoint({ method: 'POST', path: `${ORG}/invitecode/:id/revoke`, response: inviteCodeResponseSchema, json: true }),
} as const;

export const roleEndpoints = {
  list: endpoint({ method: 'GET', path: `${ORG}/role`, response: roleListResponseSchema }),
  create: endpoint({ method: 'POST', path: `${ORG}/role`, body: roleRequestSchema, response: roleResponseSchema, json: true }),
  update: endpoint({ method: 'PUT', path: `${ORG}/role/:id`, body: roleRequestSchema, response: roleResponseSchema, json: true }),
  disable: endpoint({ method: 'POST', path: `${ORG}/role/:id/disable`, body: disableRequestSchema, response: roleResponseSchema, json: true }),
  /** Deletes a role no user holds (`errors.roleInUse` while any does). */
  remove: endpoint({ method: 'DELETE', path: `${ORG}/role/:id`, response: okResponseSchema, json: true }),
} as const;

/** What the organisation is licensed for (the role editor offers only these functions). */
export const applicationEndpoints = {
  list: systemEndpoints.applications,
} as const;

/** The one-time key a password is sealed under before it is sent. */
export const loginEndpoints = {
  randomcode: authEndpoints.randomCode,
} as const;
