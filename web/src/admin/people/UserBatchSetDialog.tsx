import type { Translate } from '@peilian/shared';
import { Form, Select, TreeSelect, Typography, type FormInstance, type FormRule } from 'antd';
import { useT } from '../../app';
import { FormDialog } from '../blocks/FormDialog';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import type { AdminBody } from '../data/types';
import { treeOptions } from './userFields';

/** What the dialog holds: a field left empty (undefined) is kept as the users have it; '' takes the position or role away. */
export interface BatchSetFields {
  departmentid?: string | undefined;
  positionid?: string | undefined;
  roleid?: string | undefined;
}

const filled = (value: string | undefined): value is string => value !== undefined && value !== null;

/** The batch's body: the chosen users and only the fields the administrator filled. */
export function batchSetBody(ids: readonly string[], { departmentid, positionid, roleid }: BatchSetFields): AdminBody<'users', 'batchSet'> {
  return {
    ids: [...ids],
    ...(filled(departmentid) && departmentid !== '' ? { departmentid } : {}),
    ...(filled(positionid) ? { positionid } : {}),
    ...(filled(roleid) ? { roleid } : {}),
  };
}

/** At least one field must be filled (the server refuses an empty batch with the same words). */
const somethingSet = (form: FormInstance<BatchSetFields>, t: Translate): FormRule => ({
  validator: async () => {
    const { ids: _ids, ...fields } = batchSetBody([], form.getFieldsValue());
    if (Object.keys(fields).length === 0) throw new Error(t('people.users.batchSetNothing'));
  },
});

interface Props {
  ids: readonly string[];
  onClose: () => void;
  /** After the server placed them all: how many users it changed. */
  onDone: (updated: number) => void;
}

/**
 * The user list's batch placement (admin §7 `batchset`): a department, a position (or none) and a
 * role the caller may assign (or none) for every chosen user; only what is filled is sent, and a
 * refusal changes nobody and is shown above the form.
 */
export function UserBatchSetDialog({ ids, onClose, onDone }: Props) {
  const t = useT();
  const [form] = Form.useForm<BatchSetFields>();
  const departments = useAdminQuery('departments', 'tree', {});
  const positions = useAdminQuery('positions', 'tree', {});
  const roles = useAdminQuery('users', 'roles', {});
  const batch = useAdminMutation('users', 'batchSet');
  const keep = t('people.users.batchSetKeep');
  const noPosition = { title: t('people.users.batchSetNoPosition'), value: '', children: [] };
  return (
    <FormDialog
      title={t('people.users.batchSetTitle', { count: ids.length })}
      form={form}
      onSubmit={async (values) => onDone((await batch.run({}, batchSetBody(ids, values))).updated)}
      onClose={onClose}
      testIds={{ save: 'user-batch-set-save', errors: 'user-batch-set-errors', form: 'user-batch-set-form' }}
      validateTrigger={['onBlur', 'onChange']}
    >
      <Typography.Paragraph type="secondary">{t('people.users.batchSetHint')}</Typography.Paragraph>
      <Form.Item
        name="departmentid"
        htmlFor="batch-department"
        label={t('people.form.department')}
        dependencies={['positionid', 'roleid']}
        rules={[somethingSet(form, t)]}
      >
        <TreeSelect id="batch-department" treeData={treeOptions(departments.data?.data ?? [])} treeDefaultExpandAll allowClear placeholder={keep} />
      </Form.Item>
      <Form.Item name="positionid" htmlFor="batch-position" label={t('people.form.position')}>
        <TreeSelect
          id="batch-position"
          treeData={[noPosition, ...treeOptions(positions.data?.rows ?? [])]}
          treeDefaultExpandAll
          allowClear
          placeholder={keep}
        />
      </Form.Item>
      <Form.Item name="roleid" htmlFor="batch-role" label={t('people.form.role')}>
        <Select
          id="batch-role"
          allowClear
          placeholder={keep}
          options={[{ value: '', label: t('people.form.noRole') }, ...(roles.data?.rows ?? []).map((role) => ({ value: role.id, label: role.name }))]}
        />
      </Form.Item>
    </FormDialog>
  );
}
