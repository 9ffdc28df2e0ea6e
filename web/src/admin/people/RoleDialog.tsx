import {
  checkRequiredName,
  DIALOG_WIDTH_PX,
  ROLE_APPLICATIONS,
  ROLE_DESCRIPTION_MAX,
  ROLE_NAME_MAX,
  ROLE_TYPES,
  type Role,
  type RoleRequest,
} from '@peilian/shared';
import { Form, Input, Radio } from 'antd';
import { useT } from '../../app';
import { RoleAccessFields } from './RoleAccessFields';
import { issueRule } from './formRules';
import { useAdminMutation } from '../data/queries';
import { FormDialog } from '../blocks/FormDialog';

interface Props {
  role: Role | undefined;
  /** The functions offered: licensed to the organisation and held by the caller. */
  licensed: readonly string[];
  /** Top admins and owners may create or change super administrator roles. */
  privileged: boolean;
  onClose: () => void;
  onSaved: (role: Role) => void;
}

/** Create or edit a role: name, type, description, what it opens (`RoleAccessFields`) and its options. */
export function RoleDialog({ role, licensed, privileged, onClose, onSaved }: Props) {
  const t = useT();
  const [form] = Form.useForm<RoleRequest>();
  const type = Form.useWatch('type', form) ?? role?.type ?? ROLE_TYPES.administrator;
  const create = useAdminMutation('roles', 'create');
  const update = useAdminMutation('roles', 'update');
  const submit = async (values: RoleRequest) => {
    const body = { ...values, funcs: values.type === ROLE_TYPES.administrator ? (values.funcs ?? []) : [] };
    onSaved((role ? await update.run({ id: role.id }, body) : await create.run({}, body)).role);
  };

  return (
    <FormDialog
      title={t(role ? 'people.roles.edit' : 'people.roles.add')}
      width={DIALOG_WIDTH_PX}
      form={form}
      initialValues={{
        name: role?.name ?? '',
        type: role?.type ?? ROLE_TYPES.administrator,
        description: role?.description ?? '',
        funcs: role?.funcs ?? [],
        apps: role?.apps ?? [...ROLE_APPLICATIONS],
        audit: role?.audit ?? 0,
        notify: role?.notify ?? 0,
      }}
      onSubmit={submit}
      onClose={onClose}
      testIds={{ save: 'role-dialog-save', errors: 'role-error' }}
    >
      <Form.Item
        name="name"
        htmlFor="role-name"
        label={t('people.roles.name')}
        required
        rules={[issueRule((value) => checkRequiredName(value, ROLE_NAME_MAX), t)]}
      >
        <Input id="role-name" />
      </Form.Item>
      <RoleTypeField privileged={privileged} />
      <Form.Item
        name="description"
        htmlFor="role-description"
        label={t('people.roles.description')}
        rules={[{ max: ROLE_DESCRIPTION_MAX, message: t('validation.tooLong', { max: ROLE_DESCRIPTION_MAX }) }]}
      >
        <Input.TextArea id="role-description" rows={2} />
      </Form.Item>
      <RoleAccessFields type={type} licensed={licensed} />
    </FormDialog>
  );
}

/** The role's type; only a privileged caller may make a super administrator. */
function RoleTypeField({ privileged }: Pick<Props, 'privileged'>) {
  const t = useT();
  return (
    <Form.Item name="type" label={t('people.roles.type')}>
      <Radio.Group
        options={[
          { value: ROLE_TYPES.ordinary, label: t('people.roles.typeOrdinary') },
          { value: ROLE_TYPES.administrator, label: t('people.roles.typeAdministrator') },
          { value: ROLE_TYPES.superAdministrator, label: t('people.roles.typeSuper'), disabled: !privileged },
        ]}
      />
    </Form.Item>
  );
}
