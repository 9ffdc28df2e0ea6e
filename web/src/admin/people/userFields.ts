import type { AdminUser, AdminUserFields, DepartmentNode, PositionNode, Role } from '@peilian/shared';
import type { FormInstance } from 'antd';

/** What the user fields are drawn from. */
export interface FieldsProps {
  mode: 'create' | 'edit';
  departments: readonly DepartmentNode[];
  /** Roles the caller may assign; a user's current role is kept as an option even when not assignable. */
  roles: readonly Role[];
  current?: AdminUser | undefined;
}

/** The fields as the form holds them: the profile plus, when creating, the two passwords. */
export interface UserFormFields extends AdminUserFields {
  password?: string;
  confirmpassword?: string;
}

export type TreeOption = { title: string; value: string; children: TreeOption[] };

/** A department or position tree as TreeSelect options. */
export function treeOptions(nodes: readonly (DepartmentNode | PositionNode)[]): TreeOption[] {
  return nodes.map((node) => ({ title: node.name, value: node.id, children: treeOptions(node.children) }));
}

/** The form's starting values: a user being edited, or an empty user placed in a department. */
export function initialFields(user: AdminUser | undefined, departmentId = ''): UserFormFields {
  return {
    account: user?.account ?? '',
    name: user?.name ?? '',
    sex: user?.sex || 1,
    mobile: user?.mobile ?? '',
    workno: user?.workno ?? '',
    email: user?.email ?? '',
    departmentid: user?.departmentid ?? departmentId,
    roleid: user?.roleid ?? '',
    positionid: user?.positionid ?? '',
    managerid: user?.managerid ?? '',
    wechatname: user?.wechatname ?? '',
    memo: user?.memo ?? '',
    validdate: user?.validdate ?? '',
    entrydate: user?.entrydate ?? '',
    avatar: user?.avatar ?? '',
    password: '',
    confirmpassword: '',
  };
}

/** Validates the form and splits it into the profile and (when creating) the two passwords. */
export async function readUserForm(form: FormInstance<UserFormFields>): Promise<{ values: AdminUserFields; password: string; confirm: string }> {
  const { password = '', confirmpassword = '', ...rest } = await form.validateFields();
  const values: AdminUserFields = {
    account: rest.account ?? '',
    name: rest.name ?? '',
    sex: rest.sex ?? 1,
    mobile: rest.mobile ?? '',
    workno: rest.workno ?? '',
    email: rest.email ?? '',
    departmentid: rest.departmentid ?? '',
    roleid: rest.roleid ?? '',
    positionid: rest.positionid ?? '',
    managerid: rest.managerid ?? '',
    wechatname: rest.wechatname ?? '',
    memo: rest.memo ?? '',
    validdate: rest.validdate ?? '',
    entrydate: rest.entrydate ?? '',
    avatar: rest.avatar ?? '',
  };
  return { values, password, confirm: confirmpassword };
}

/** The roles the form offers: those the caller may assign, plus the user's current role when it is not one of them. */
export function roleChoices(roles: readonly Role[], current: AdminUser | undefined): Role[] {
  if (!current?.roleid || roles.some((role) => role.id === current.roleid)) return [...roles];
  return [
    ...roles,
    {
      id: current.roleid,
      name: current.rolename,
      type: current.roletype,
      description: '',
      status: 1,
      funcs: [],
      apps: [],
      audit: 0,
      notify: 0,
      usercount: 0,
      createdate: '',
      manageable: 0,
    },
  ];
}
