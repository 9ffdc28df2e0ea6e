import { checkRequiredName, INVITE_INVITEES_MAX, INVITE_TITLE_MAX, type InviteCode } from '@peilian/shared';
import { DatePicker, Form, Input, InputNumber, Select, TreeSelect } from 'antd';
import { useT } from '../../../app';
import { FormDialog } from '../../blocks/FormDialog';
import { limitProps } from '../../blocks/textLimit';
import { useAdminMutation, useAdminQuery } from '../../data/queries';
import { pickerNow } from '../../time';
import { issueRule } from '../formRules';
import { treeOptions } from '../userFields';
import { INVITE_TITLE_LIMIT, inviteFormValues, inviteRequest, type InviteFormValues } from './inviteForm';

interface Props {
  invite: InviteCode | undefined;
  onClose: () => void;
  onSaved: (invite: InviteCode) => void;
}

/**
 * Create or edit an invite code: its title (at most 8, counted), the last day it may be used
 * (optional), the most people it lets in, and where they are placed — a department (required), a
 * position and a role among those the caller may assign (both optional).
 */
export function InviteDialog({ invite, onClose, onSaved }: Props) {
  const t = useT();
  const [form] = Form.useForm<InviteFormValues>();
  const title = limitProps(Form.useWatch('title', form) ?? invite?.title ?? '', INVITE_TITLE_LIMIT, t);
  const create = useAdminMutation('invites', 'create');
  const update = useAdminMutation('invites', 'update');
  const submit = async (values: InviteFormValues) => {
    const body = inviteRequest(values);
    onSaved((invite ? await update.run({ id: invite.id }, body) : await create.run({}, body)).invite);
  };
  const countRule = { type: 'integer' as const, required: true, min: 1, max: INVITE_INVITEES_MAX, message: t('people.invites.maxCountRange') };

  return (
    <FormDialog
      title={t(invite ? 'people.invites.edit' : 'people.invites.add')}
      form={form}
      initialValues={inviteFormValues(invite)}
      onSubmit={submit}
      onClose={onClose}
      validateTrigger={['onBlur', 'onChange']}
      focus="title"
      testIds={{ save: 'invite-dialog-save', errors: 'invite-error', form: 'invite-form' }}
    >
      <Form.Item
        name="title"
        htmlFor="invite-title"
        label={t('people.invites.name')}
        required
        rules={[issueRule((value) => checkRequiredName(value, INVITE_TITLE_MAX), t)]}
        {...title.item}
      >
        <Input id="invite-title" count={title.count} />
      </Form.Item>
      <Form.Item name="validdate" htmlFor="invite-validdate" label={t('people.invites.validity')}>
        <DatePicker
          id="invite-validdate"
          style={{ width: '100%' }}
          placeholder={t('people.invites.permanent')}
          disabledDate={(day) => day.isBefore(pickerNow(), 'day')}
        />
      </Form.Item>
      <Form.Item name="maxcount" htmlFor="invite-maxcount" label={t('people.invites.maxCount')} required rules={[countRule]}>
        <InputNumber id="invite-maxcount" min={1} max={INVITE_INVITEES_MAX} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <PlacementFields />
    </FormDialog>
  );
}

/** Where the people who join are placed: the department, and optionally a position and a role. */
function PlacementFields() {
  const t = useT();
  const departments = useAdminQuery('departments', 'tree', {});
  const positions = useAdminQuery('positions', 'tree', {});
  const roles = useAdminQuery('users', 'roles', {});
  const none = { value: '', label: t('people.invites.none') };
  return (
    <>
      <Form.Item
        name="departmentid"
        htmlFor="invite-department"
        label={t('people.invites.department')}
        required
        rules={[{ required: true, message: t('people.invites.departmentRequired') }]}
      >
        <TreeSelect id="invite-department" treeData={treeOptions(departments.data?.data ?? [])} treeDefaultExpandAll showSearch treeNodeFilterProp="title" />
      </Form.Item>
      <Form.Item name="positionid" htmlFor="invite-position" label={t('people.invites.position')}>
        <TreeSelect
          id="invite-position"
          treeData={[{ title: none.label, value: '', children: [] }, ...treeOptions(positions.data?.rows ?? [])]}
          treeDefaultExpandAll
        />
      </Form.Item>
      <Form.Item name="roleid" htmlFor="invite-role" label={t('people.invites.role')}>
        <Select
          id="invite-role"
          options={[none, ...(roles.data?.rows ?? []).map((role) => ({ value: role.id, label: role.name, disabled: role.status !== 0 }))]}
        />
      </Form.Item>
    </>
  );
}
