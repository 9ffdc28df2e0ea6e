import { checkAccount, checkEmail, checkOptionalMobile, checkUserName, checkWorkNumber, WECHAT_NAME_MAX } from '@peilian/shared';
import { Col, Form, Input, Radio, Row, type FormInstance } from 'antd';
import { useT } from '../../app';
import { AvatarField } from './AvatarField';
import { PasswordPairFields } from './PasswordPairFields';
import { checkMax, issueRule } from './formRules';
import { SaveErrors } from '../blocks/useSaveAction';
import { DateFields, PlacementFields } from './UserPlacementFields';
import type { FieldsProps, UserFormFields } from './userFields';

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
        <DateFields />
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

/** How to reach the user: mobile, work number, email and WeChat nickname. */
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
      <Form.Item name="wechatname" htmlFor="user-wechatname" label={t('people.form.wechatname')} rules={[issueRule(checkMax(WECHAT_NAME_MAX), t)]}>
        <Input id="user-wechatname" count={{ show: true, max: WECHAT_NAME_MAX }} />
      </Form.Item>
    </>
  );
}
