import {
  adminUserResponseSchema,
  departmentResponseSchema,
  departmentTreeResponseSchema,
  encryptPassword,
  orgApplicationsResponseSchema,
  PASSWORD_NONCE_BYTES,
  randomCodeResponseSchema,
  roleListResponseSchema,
  roleResponseSchema,
  userListResponseSchema,
  type AdminUser,
  type DepartmentNode,
  type OrgApplicationsResponse,
  type Role,
  type UserListResponse,
} from '@peilian/shared';
import { api, requestHeaders } from '../../app/services';
import { uploadFile } from '../../lib/upload';

/** The people admin's calls (admin §7 organisation user, department and role calls), JSON bodies, answers checked by shared schemas. */

const json = { json: true } as const;

export interface UserListParams {
  page: number;
  rows: number;
  name?: string;
  department?: string;
  role?: string;
  disabled?: '' | 0 | 1;
  reviewstatus?: '' | 'pending' | 'approved';
}

/** What the user form sends (the server trims and checks it again). */
export interface UserFormValues {
  account: string;
  name: string;
  sex: number;
  mobile: string;
  workno: string;
  email: string;
  departmentid: string;
  roleid: string;
  validdate: string;
  entrydate: string;
  avatar: string;
}

/** A password and its confirmation sealed under one fresh one-time key, as the server expects. */
async function sealPair(password: string, confirm: string): Promise<{ randomkey: string; password: string; confirmpassword: string }> {
  const key = randomCodeResponseSchema.parse(await api.get('api/login/randomcode'));
  const seal = (text: string) => {
    const nonce = new Uint8Array(PASSWORD_NONCE_BYTES);
    crypto.getRandomValues(nonce);
    return encryptPassword(text, key.randomkey, key.key, nonce);
  };
  return { randomkey: key.randomkey, password: seal(password), confirmpassword: seal(confirm) };
}

export async function fetchUsers(params: UserListParams): Promise<UserListResponse> {
  return userListResponseSchema.parse(await api.get('api/admin/organization/userlist', { ...params }));
}

export async function fetchUser(id: string): Promise<AdminUser> {
  return adminUserResponseSchema.parse(await api.get(`api/admin/organization/user/${encodeURIComponent(id)}`)).user;
}

export async function createUser(values: UserFormValues, password: string, confirm: string): Promise<AdminUser> {
  const body = { ...values, ...(await sealPair(password, confirm)) };
  return adminUserResponseSchema.parse(await api.post('api/admin/organization/user', body, json)).user;
}

export async function updateUser(id: string, values: UserFormValues): Promise<AdminUser> {
  return adminUserResponseSchema.parse(await api.put(`api/admin/organization/user/${id}`, { ...values }, json)).user;
}

export async function setUserDisabled(id: string, disabled: 0 | 1): Promise<AdminUser> {
  return adminUserResponseSchema.parse(await api.post(`api/admin/organization/user/${id}/disable`, { disabled }, json)).user;
}

export async function approveUser(id: string): Promise<AdminUser> {
  return adminUserResponseSchema.parse(await api.post(`api/admin/organization/user/${id}/approve`, {}, json)).user;
}

export async function resetPassword(id: string, password: string, confirm: string): Promise<void> {
  await api.post(`api/admin/organization/user/${id}/reset`, await sealPair(password, confirm), json);
}

/** The roles the signed-in administrator may assign. */
export async function fetchAssignableRoles(): Promise<Role[]> {
  return roleListResponseSchema.parse(await api.get('api/admin/organization/user/roles')).rows;
}

export async function uploadAvatar(file: File): Promise<string> {
  const body = await uploadFile<{ path: string }>({
    url: '/api/file/upload?filetype=avatar&animate=true',
    file,
    fileName: file.name,
    headers: requestHeaders(),
  });
  return body.path;
}

export async function fetchDepartments(): Promise<DepartmentNode[]> {
  return departmentTreeResponseSchema.parse(await api.get('api/admin/organization/department')).data;
}

export async function createDepartment(name: string, parentid: string): Promise<DepartmentNode> {
  return departmentResponseSchema.parse(await api.post('api/admin/organization/department', { name, parentid }, json)).department;
}

export async function changeDepartment(id: string, changes: { name?: string; parentid?: string }): Promise<DepartmentNode> {
  return departmentResponseSchema.parse(await api.put(`api/admin/organization/department/${id}`, changes, json)).department;
}

export async function deleteDepartment(id: string): Promise<void> {
  await api.delete(`api/admin/organization/department/${id}`, {}, json);
}

export async function fetchRoles(): Promise<Role[]> {
  return roleListResponseSchema.parse(await api.get('api/admin/organization/role')).rows;
}

export interface RoleFormValues {
  name: string;
  type: 0 | 1 | 2;
  description: string;
  funcs: string[];
}

export async function saveRole(id: string | null, values: RoleFormValues): Promise<Role> {
  const answer = id ? await api.put(`api/admin/organization/role/${id}`, { ...values }, json) : await api.post('api/admin/organization/role', { ...values }, json);
  return roleResponseSchema.parse(answer).role;
}

export async function setRoleDisabled(id: string, disabled: 0 | 1): Promise<Role> {
  return roleResponseSchema.parse(await api.post(`api/admin/organization/role/${id}/disable`, { disabled }, json)).role;
}

/** The organisation's licensed functions (the role editor offers only these). */
export async function fetchApplications(): Promise<OrgApplicationsResponse> {
  return orgApplicationsResponseSchema.parse(await api.get('api/admin/organization/org/applications'));
}
