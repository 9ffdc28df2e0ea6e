import { ROLE_APPLICATIONS, ROLE_TYPES } from '@peilian/shared';
import { Checkbox, Form, Typography } from 'antd';
import { useT } from '../../app';
import { FunctionChecklist } from './FunctionChecklist';

interface Props {
  type: number;
  /** The functions offered: licensed to the organisation and held by the caller. */
  licensed: readonly string[];
}

/**
 * What a role opens (admin §3 Role, permissions per application): the back office — an
 * administrator's functions, explained for the other types — and the training centre, smart
 * assistant and smart question bank; then its data audit and operation messages.
 */
export function RoleAccessFields({ type, licensed }: Props) {
  const t = useT();
  return (
    <>
      <Form.Item label={t('people.roles.appAdmin')} name={type === ROLE_TYPES.administrator ? 'funcs' : undefined}>
        {type === ROLE_TYPES.administrator ? (
          <FunctionChecklist licensed={licensed} />
        ) : (
          <Typography.Text type="secondary">
            {t(type === ROLE_TYPES.superAdministrator ? 'people.roles.superHint' : 'people.roles.ordinaryHint')}
          </Typography.Text>
        )}
      </Form.Item>
      <Form.Item name="apps" label={t('people.roles.applications')}>
        <Checkbox.Group
          disabled={type === ROLE_TYPES.superAdministrator}
          options={ROLE_APPLICATIONS.map((app) => ({ value: app, label: t(`people.roles.appNames.${app}`) }))}
          data-testid="role-apps"
        />
      </Form.Item>
      <Form.Item label={t('people.roles.options')}>
        <FlagField name="audit" label={t('people.roles.audit')} hint={t('people.roles.auditHint')} />
        <FlagField name="notify" label={t('people.roles.notify')} hint={t('people.roles.notifyHint')} />
      </Form.Item>
    </>
  );
}

/** A 0/1 option of the role as a checkbox with its explanation. */
function FlagField({ name, label, hint }: { name: 'audit' | 'notify'; label: string; hint: string }) {
  return (
    <div>
      <Form.Item
        name={name}
        valuePropName="checked"
        noStyle
        getValueProps={(value: number) => ({ checked: value === 1 })}
        normalize={(on: boolean) => (on ? 1 : 0)}
      >
        <Checkbox data-testid={`role-${name}`}>{label}</Checkbox>
      </Form.Item>
      <Typography.Text type="secondary">{hint}</Typography.Text>
    </div>
  );
}
