import {
  checkAccount,
  checkEmail,
  checkOptionalDate,
  checkOptionalMobile,
  checkUserName,
  checkWorkNumber,
  type AdminUser,
  type DepartmentNode,
  type Role,
} from '@peilian/shared';
import { Col, Form, Input, Radio, Row, Select, TreeSelect, type FormInstance } from 'antd';
import { useSession, useT } from '../../app/hooks';
import { AvatarField } from './AvatarField';
import { PasswordPairFields } from './PasswordPairFields';
import { issueRule } from './formRules';
import { SaveErrors } from '../blocks/useSaveAction';
import { departmentOptions, roleChoices, type UserFormFields } from './userFields';

interface FieldsProps {
  mode: 'create' | 'edit';
  departments: readonly DepartmentNode[];
  /** Roles the caller may assign; a user's current role is kept as an option even when not assignable. */
  roles: readonly Role[];
  current?: AdminUser | undefined;
}

interface Props extends FieldsProps {
  form: FormInstance<UserFormFields>;
  initial: UserFormFields;
  /** What the server answered (translated errmsg and per-field details). */
  errors: readonly string[];
}

/** The edit page's form: the user fields, with the server's refusal above them. */
export function UserForm({ form, initial, errors, ...fields }: Props) {
  return (
    <Form form={form} layout="vertical" initialValues={initial} validateTrigger="onBlur" data-testid="user-form">
      <SaveErrors errors={errors} testId="user-form-error" />
      <UserFields {...fields} />
    </Form>
  );
}

/**
 * The user fields of admin §3 with the rules of admin §5 (shared checks, so the messages match the
 * server's), in two columns for the 1100 px dialog and the edit page.
 */
export function UserFields({ mode, departments, roles, current }: FieldsProps) {
  return (
    <Row gutter={24}>
      <Col span={12}>
        <IdentityFields mode={mode} />
      </Col>
      <Col span={12}>
        <ContactFields />
        <PlacementFields departments={departments} roles={roles} current={current} />
      </Col>
    </Row>
  );
}

/** Who the user is: avatar, account, the first password (when created), name and sex. */
function IdentityFields({ mode }: Pick<FieldsProps, 'mode'>) {
  const t = useT();
  return (
    <>
      <Form.Item name="avatar" label={t('people.form.avatar')}>
        <AvatarField />
      </Form.Item>
      <Form.Item name="account" htmlFor="user-account" label={t('people.form.account')} required rules={[issueRule(checkAccount, t)]}>
        <Input id="user-account" autoComplete="off" />
      </Form.Item>
      {mode === 'create' && <PasswordPairFields idPrefix="user" />}
      <Form.Item name="name" htmlFor="user-name" label={t('people.form.name')} required rules={[issueRule(checkUserName, t)]}>
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
    </>
  );
}

/** How to reach the user: mobile, work number and email. */
function ContactFields() {
  const t = useT();
  return (
    <>
      <Form.Item name="mobile" htmlFor="user-mobile" label={t('people.form.mobile')} rules={[issueRule(checkOptionalMobile, t)]}>
        <Input id="user-mobile" />
      </Form.Item>
      <Form.Item name="workno" htmlFor="user-workno" label={t('people.form.workno')} rules={[issueRule(checkWorkNumber, t)]}>
        <Input id="user-workno" />
      </Form.Item>
      <Form.Item name="email" htmlFor="user-email" label={t('people.form.email')} rules={[issueRule(checkEmail, t)]}>
        <Input id="user-email" />
      </Form.Item>
    </>
  );
}

/** Where the user sits: department, role (not one's own), valid-until and entry dates. */
function PlacementFields({ departments, roles, current }: Omit<FieldsProps, 'mode'>) {
  const t = useT();
  // Nobody changes their own role (the server refuses it too).
  const ownAccount = useSession((state) => current !== undefined && state.user?.id === current.id);
  const choices = roleChoices(roles, current);
  return (
    <>
      <Form.Item name="departmentid" htmlFor="user-department" label={t('people.form.department')}>
        <TreeSelect id="user-department" treeData={departmentOptions(departments)} treeDefaultExpandAll allowClear />
      </Form.Item>
      <Form.Item name="roleid" htmlFor="user-role" label={t('people.form.role')}>
        <Select
          id="user-role"
          disabled={ownAccount}
          options={[
            { value: '', label: t('people.form.noRole') },
            ...choices.map((role) => ({ value: role.id, label: role.name, disabled: role.status !== 0 })),
          ]}
        />
      </Form.Item>
      <Form.Item
        name="validdate"
        htmlFor="user-validdate"
        label={t('people.form.validdate')}
        rules={[issueRule(checkOptionalDate, t)]}
        extra={t('people.form.validdatePlaceholder')}
      >
        <Input id="user-validdate" type="date" />
      </Form.Item>
      <Form.Item name="entrydate" htmlFor="user-entrydate" label={t('people.form.entrydate')} rules={[issueRule(checkOptionalDate, t)]}>
        <Input id="user-entrydate" type="date" />
      </Form.Item>
    </>
  );
}
