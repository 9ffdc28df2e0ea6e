import {
  encryptPassword,
  PASSWORD_NONCE_BYTES,
  type AdminUser,
  type DepartmentNode,
  type OrgApplicationsResponse,
  type Role,
  type UserListResponse,
} from '@peilian/shared';
import { requestHeaders } from '../../app/services';
import { uploadFile } from '../../lib/upload';
import { ADMIN_ENDPOINTS, adminApi, adminUrl } from '../api';

/** The people admin's calls (admin §7 organisation user, department and role calls) through the admin endpoint table. */

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
  const key = await adminApi.login.randomcode();
  const seal = (text: string) => {
    const nonce = new Uint8Array(PASSWORD_NONCE_BYTES);
    crypto.getRandomValues(nonce);
    return encryptPassword(text, key.randomkey, key.key, nonce);
  };
  return { randomkey: key.randomkey, password: seal(password), confirmpassword: seal(confirm) };
}

export const fetchUsers = (params: UserListParams): Promise<UserListResponse> => adminApi.users.list(params);

export async function fetchUser(id: string): Promise<AdminUser> {
  return (await adminApi.users.read({ id })).user;
}

export async function createUser(values: UserFormValues, password: string, confirm: string): Promise<AdminUser> {
  return (await adminApi.users.create({}, { ...values, ...(await sealPair(password, confirm)) })).user;
}

export async function updateUser(id: string, values: UserFormValues): Promise<AdminUser> {
  return (await adminApi.users.update({ id }, values)).user;
}

export async function setUserDisabled(id: string, disabled: 0 | 1): Promise<AdminUser> {
  return (await adminApi.users.disable({ id }, { disabled })).user;
}

export async function approveUser(id: string): Promise<AdminUser> {
  return (await adminApi.users.approve({ id })).user;
}

export async function resetPassword(id: string, password: string, confirm: string): Promise<void> {
  await adminApi.users.reset({ id }, await sealPair(password, confirm));
}

/** The roles the signed-in administrator may assign. */
export async function fetchAssignableRoles(): Promise<Role[]> {
  return (await adminApi.users.roles()).rows;
}

export async function uploadAvatar(file: File): Promise<string> {
  const body = await uploadFile<{ path: string }>({
    url: adminUrl(ADMIN_ENDPOINTS.images.upload, {}, { filetype: 'avatar', animate: 'true' }),
    file,
    fileName: file.name,
    headers: requestHeaders(),
  });
  return body.path;
}

export async function fetchDepartments(): Promise<DepartmentNode[]> {
  return (await adminApi.departments.tree()).data;
}

export async function createDepartment(name: string, parentid: string): Promise<DepartmentNode> {
  return (await adminApi.departments.create({}, { name, parentid })).department;
}

export async function changeDepartment(id: string, changes: { name?: string; parentid?: string }): Promise<DepartmentNode> {
  return (await adminApi.departments.update({ id }, changes)).department;
}

export async function deleteDepartment(id: string): Promise<void> {
  await adminApi.departments.remove({ id });
}

export async function fetchRoles(): Promise<Role[]> {
  return (await adminApi.roles.list()).rows;
}

export interface RoleFormValues {
  name: string;
  type: 0 | 1 | 2;
  description: string;
  funcs: string[];
}

export async function saveRole(id: string | null, values: RoleFormValues): Promise<Role> {
  const answer = id ? await adminApi.roles.update({ id }, values) : await adminApi.roles.create({}, values);
  return answer.role;
}

export async function setRoleDisabled(id: string, disabled: 0 | 1): Promise<Role> {
  return (await adminApi.roles.disable({ id }, { disabled })).role;
}

/** The organisation's licensed functions (the role editor offers only these). */
export const fetchApplications = (): Promise<OrgApplicationsResponse> => adminApi.applications.list();
