import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import {
  checkAccount,
  checkEmail,
  checkOptionalDate,
  checkOptionalMobile,
  checkPassword,
  checkPasswordPair,
  checkUserName,
  checkWorkNumber,
  PASSWORD_ADMIN,
  type AdminUser,
  type DepartmentNode,
  type Role,
} from '@peilian/shared';
import { Avatar, Button, Col, Form, Input, Radio, Row, Select, Space, TreeSelect, Upload, type FormInstance } from 'antd';
import { useState } from 'react';
import { useSession, useT } from '../../app/hooks';
import { avatarUrl } from '../../identity/avatar';
import { errorMessage } from '../../identity/errorMessage';
import { issueRule } from './formRules';
import { uploadAvatar, type UserFormValues } from './peopleApi';
import { SaveErrors } from './useSaveAction';

/** The fields as the form holds them: the profile plus, when creating, the two passwords. */
export interface UserFormFields extends UserFormValues {
  password?: string;
  confirmpassword?: string;
}

export type DepartmentOption = { title: string; value: string; children: DepartmentOption[] };

/** The department tree as TreeSelect options. */
export function departmentOptions(nodes: readonly DepartmentNode[]): DepartmentOption[] {
  return nodes.map((node) => ({ title: node.name, value: node.id, children: departmentOptions(node.children) }));
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
    validdate: user?.validdate ?? '',
    entrydate: user?.entrydate ?? '',
    avatar: user?.avatar ?? '',
    password: '',
    confirmpassword: '',
  };
}

interface Props {
  form: FormInstance<UserFormFields>;
  mode: 'create' | 'edit';
  initial: UserFormFields;
  departments: readonly DepartmentNode[];
  /** Roles the caller may assign; a user's current role is kept as an option even when not assignable. */
  roles: readonly Role[];
  current?: AdminUser | undefined;
  /** What the server answered (translated errmsg and per-field details). */
  errors: readonly string[];
}

function AvatarField({ value, onChange }: { value?: string; onChange?: (value: string) => void }) {
  const t = useT();
  const [uploadError, setUploadError] = useState('');
  return (
    <Space align="center">
      <Avatar size={64} src={value ? avatarUrl(value) : undefined} icon={<UserOutlined />} />
      <Upload
        accept="image/png,image/jpeg"
        showUploadList={false}
        customRequest={({ file }) => {
          setUploadError('');
          uploadAvatar(file as File).then(
            (path) => onChange?.(path),
            (error: unknown) => setUploadError(errorMessage(error, t)),
          );
        }}
      >
        <Button icon={<UploadOutlined />}>{t('people.form.uploadAvatar')}</Button>
      </Upload>
      {value && <Button onClick={() => onChange?.('')}>{t('people.form.removeAvatar')}</Button>}
      {uploadError && <span className="ant-form-item-explain-error">{uploadError}</span>}
    </Space>
  );
}

/**
 * The user fields of admin §3 with the rules of admin §5 (shared checks, so the messages match the
 * server's), in two columns for the 1100 px dialog and the edit page.
 */
export function UserForm({ form, mode, initial, departments, roles, current, errors }: Props) {
  const t = useT();
  // Nobody changes their own role (the server refuses it too).
  const ownAccount = useSession((state) => current !== undefined && state.user?.id === current.id);
  const roleChoices = [...roles];
  if (current?.roleid && !roleChoices.some((role) => role.id === current.roleid)) {
    roleChoices.push({
      id: current.roleid,
      name: current.rolename,
      type: current.roletype,
      description: '',
      status: 1,
      funcs: [],
      usercount: 0,
      createdate: '',
      manageable: 0,
    });
  }
  const passwordHint = t('people.form.passwordPlaceholder', { min: PASSWORD_ADMIN.min, max: PASSWORD_ADMIN.max });

  return (
    <Form form={form} layout="vertical" initialValues={initial} validateTrigger="onBlur" data-testid="user-form">
      <SaveErrors errors={errors} testId="user-form-error" />
      <Row gutter={24}>
        <Col span={12}>
          <Form.Item name="avatar" label={t('people.form.avatar')}>
            <AvatarField />
          </Form.Item>
          <Form.Item name="account" label={t('people.form.account')} required rules={[issueRule(checkAccount, t)]}>
            <Input id="user-account" autoComplete="off" />
          </Form.Item>
          {mode === 'create' && (
            <>
              <Form.Item name="password" label={t('people.form.password')} required rules={[issueRule((value) => checkPassword(value, 'admin'), t)]}>
                <Input.Password id="user-password" placeholder={passwordHint} autoComplete="new-password" />
              </Form.Item>
              <Form.Item
                name="confirmpassword"
                label={t('people.form.confirmPassword')}
                required
                dependencies={['password']}
                rules={[
                  issueRule((value) => {
                    if (!value) return { key: 'people.rules.confirmRequired' };
                    return checkPasswordPair(String(form.getFieldValue('password') ?? ''), value, 'admin');
                  }, t),
                ]}
              >
                <Input.Password id="user-confirm-password" placeholder={passwordHint} autoComplete="new-password" />
              </Form.Item>
            </>
          )}
          <Form.Item name="name" label={t('people.form.name')} required rules={[issueRule(checkUserName, t)]}>
            <Input id="user-name" />
          </Form.Item>
          <Form.Item name="sex" label={t('people.form.sex')}>
            <Radio.Group
              options={[
                { value: 1, label: t('people.form.male') },
                { value: 2, label: t('people.form.female') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="mobile" label={t('people.form.mobile')} rules={[issueRule(checkOptionalMobile, t)]}>
            <Input id="user-mobile" />
          </Form.Item>
          <Form.Item name="workno" label={t('people.form.workno')} rules={[issueRule(checkWorkNumber, t)]}>
            <Input id="user-workno" />
          </Form.Item>
          <Form.Item name="email" label={t('people.form.email')} rules={[issueRule(checkEmail, t)]}>
            <Input id="user-email" />
          </Form.Item>
          <Form.Item name="departmentid" label={t('people.form.department')}>
            <TreeSelect id="user-department" treeData={departmentOptions(departments)} treeDefaultExpandAll allowClear />
          </Form.Item>
          <Form.Item name="roleid" label={t('people.form.role')}>
            <Select
              id="user-role"
              disabled={ownAccount}
              options={[
                { value: '', label: t('people.form.noRole') },
                ...roleChoices.map((role) => ({ value: role.id, label: role.name, disabled: role.status !== 0 })),
              ]}
            />
          </Form.Item>
          <Form.Item
            name="validdate"
            label={t('people.form.validdate')}
            rules={[issueRule(checkOptionalDate, t)]}
            extra={t('people.form.validdatePlaceholder')}
          >
            <Input id="user-validdate" type="date" />
          </Form.Item>
          <Form.Item name="entrydate" label={t('people.form.entrydate')} rules={[issueRule(checkOptionalDate, t)]}>
            <Input id="user-entrydate" type="date" />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}

/** Validates the form and splits it into the profile and (when creating) the two passwords. */
export async function readUserForm(form: FormInstance<UserFormFields>): Promise<{ values: UserFormValues; password: string; confirm: string }> {
  const { password = '', confirmpassword = '', ...rest } = await form.validateFields();
  const values: UserFormValues = {
    account: rest.account ?? '',
    name: rest.name ?? '',
    sex: rest.sex ?? 1,
    mobile: rest.mobile ?? '',
    workno: rest.workno ?? '',
    email: rest.email ?? '',
    departmentid: rest.departmentid ?? '',
    roleid: rest.roleid ?? '',
    validdate: rest.validdate ?? '',
    entrydate: rest.entrydate ?? '',
    avatar: rest.avatar ?? '',
  };
  return { values, password, confirm: confirmpassword };
}
