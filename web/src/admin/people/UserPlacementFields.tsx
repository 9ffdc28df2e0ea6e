import { checkOptionalDate, USER_MEMO_MAX } from '@peilian/shared';
import { Form, Input, Select, TreeSelect } from 'antd';
import { useSession, useT } from '../../app';
import { useAdminQuery } from '../data/queries';
import { checkMax, issueRule } from './formRules';
import { ManagerSelect } from './ManagerSelect';
import { treeOptions, roleChoices, type FieldsProps } from './userFields';

/** Where the user sits: department, position, manager and role (not one's own). */
export function PlacementFields({ departments, roles, current }: Omit<FieldsProps, 'mode'>) {
  const t = useT();
  const positions = useAdminQuery('positions', 'tree', {});
  // Nobody changes their own role (the server refuses it too).
  const ownAccount = useSession((state) => current !== undefined && state.user?.id === current.id);
  const choices = roleChoices(roles, current);
  return (
    <>
      <Form.Item name="departmentid" htmlFor="user-department" label={t('people.form.department')}>
        <TreeSelect id="user-department" treeData={treeOptions(departments)} treeDefaultExpandAll allowClear />
      </Form.Item>
      <Form.Item name="positionid" htmlFor="user-position" label={t('people.form.position')}>
        <TreeSelect id="user-position" treeData={treeOptions(positions.data?.rows ?? [])} treeDefaultExpandAll allowClear />
      </Form.Item>
      <Form.Item name="managerid" htmlFor="user-manager" label={t('people.form.manager')}>
        <ManagerSelect id="user-manager" currentName={current?.managername ?? ''} excludeId={current?.id} />
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
    </>
  );
}

/** The account's validity and the entry date, and a note. */
export function DateFields() {
  const t = useT();
  return (
    <>
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
      <Form.Item name="memo" htmlFor="user-memo" label={t('people.form.memo')} rules={[issueRule(checkMax(USER_MEMO_MAX), t)]}>
        <Input.TextArea id="user-memo" rows={2} count={{ show: true, max: USER_MEMO_MAX }} />
      </Form.Item>
    </>
  );
}
