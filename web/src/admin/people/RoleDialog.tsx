import { checkRequiredName, DIALOG_WIDTH_PX, ROLE_DESCRIPTION_MAX, ROLE_NAME_MAX, ROLE_TYPES, type Role } from '@peilian/shared';
import { Form, Input, Modal, Radio, Typography } from 'antd';
import { useT } from '../../app/hooks';
import { FunctionChecklist } from './FunctionChecklist';
import { issueRule } from './formRules';
import { saveRole, type RoleFormValues } from './peopleApi';
import { SaveErrors, useSaveAction } from './useSaveAction';

interface Props {
  role: Role | undefined;
  /** The functions offered: licensed to the organisation and held by the caller. */
  licensed: readonly string[];
  /** Top admins and owners may create or change super administrator roles. */
  privileged: boolean;
  onClose: () => void;
  onSaved: (role: Role) => void;
}

/** Create or edit a role: name, type, description and — for administrators — its functions. */
export function RoleDialog({ role, licensed, privileged, onClose, onSaved }: Props) {
  const t = useT();
  const [form] = Form.useForm<RoleFormValues>();
  const type = Form.useWatch('type', form) ?? role?.type ?? ROLE_TYPES.administrator;
  const { saving, errors, save: saveWith } = useSaveAction();

  const save = () =>
    saveWith(
      () => form.validateFields(),
      async (values) => onSaved(await saveRole(role?.id ?? null, { ...values, funcs: values.type === ROLE_TYPES.administrator ? (values.funcs ?? []) : [] })),
    );

  return (
    <Modal
      open
      width={DIALOG_WIDTH_PX}
      title={t(role ? 'people.roles.edit' : 'people.roles.add')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'role-dialog-save' }}
      destroyOnHidden
    >
      <SaveErrors errors={errors} testId="role-error" />
      <Form
        form={form}
        layout="vertical"
        validateTrigger="onBlur"
        initialValues={{ name: role?.name ?? '', type: role?.type ?? ROLE_TYPES.administrator, description: role?.description ?? '', funcs: role?.funcs ?? [] }}
      >
        <Form.Item name="name" label={t('people.roles.name')} required rules={[issueRule((value) => checkRequiredName(value, ROLE_NAME_MAX), t)]}>
          <Input id="role-name" />
        </Form.Item>
        <Form.Item name="type" label={t('people.roles.type')}>
          <Radio.Group
            options={[
              { value: ROLE_TYPES.ordinary, label: t('people.roles.typeOrdinary') },
              { value: ROLE_TYPES.administrator, label: t('people.roles.typeAdministrator') },
              { value: ROLE_TYPES.superAdministrator, label: t('people.roles.typeSuper'), disabled: !privileged },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('people.roles.description')}
          rules={[{ max: ROLE_DESCRIPTION_MAX, message: t('validation.tooLong', { max: ROLE_DESCRIPTION_MAX }) }]}
        >
          <Input.TextArea id="role-description" rows={2} />
        </Form.Item>
        <Form.Item label={t('people.roles.functions')} name={type === ROLE_TYPES.administrator ? 'funcs' : undefined}>
          {type === ROLE_TYPES.administrator ? (
            <FunctionChecklist licensed={licensed} />
          ) : (
            <Typography.Text type="secondary">
              {t(type === ROLE_TYPES.superAdministrator ? 'people.roles.superHint' : 'people.roles.ordinaryHint')}
            </Typography.Text>
          )}
        </Form.Item>
      </Form>
    </Modal>
  );
}
