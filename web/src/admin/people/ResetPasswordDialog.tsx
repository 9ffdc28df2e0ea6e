import { checkPassword, checkPasswordPair, PASSWORD_ADMIN, PASSWORD_DIALOG_WIDTH_PX, type AdminUser } from '@peilian/shared';
import { Form, Input, Modal } from 'antd';
import { useT } from '../../app/hooks';
import { issueRule } from './formRules';
import { resetPassword } from './peopleApi';
import { SaveErrors, useSaveAction } from './useSaveAction';

interface Props {
  user: AdminUser;
  onClose: () => void;
  onDone: () => void;
}

/** The administrator types the new password twice (6–15); it travels sealed, and the user's sessions end. */
export function ResetPasswordDialog({ user, onClose, onDone }: Props) {
  const t = useT();
  const [form] = Form.useForm<{ password: string; confirmpassword: string }>();
  const { saving, errors, save: saveWith } = useSaveAction();
  const hint = t('people.form.passwordPlaceholder', { min: PASSWORD_ADMIN.min, max: PASSWORD_ADMIN.max });

  const save = () =>
    saveWith(
      () => form.validateFields(),
      async ({ password, confirmpassword }) => {
        await resetPassword(user.id, password, confirmpassword);
        onDone();
      },
    );

  return (
    <Modal
      open
      width={PASSWORD_DIALOG_WIDTH_PX}
      title={t('people.resetPassword.title')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{t('people.resetPassword.description', { name: user.name })}</p>
      <SaveErrors errors={errors} testId="reset-error" />
      <Form form={form} layout="vertical" validateTrigger="onBlur">
        <Form.Item name="password" label={t('people.form.password')} required rules={[issueRule((value) => checkPassword(value, 'admin'), t)]}>
          <Input.Password id="reset-password" placeholder={hint} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmpassword"
          label={t('people.form.confirmPassword')}
          required
          dependencies={['password']}
          rules={[
            issueRule(
              (value) => (value ? checkPasswordPair(String(form.getFieldValue('password') ?? ''), value, 'admin') : { key: 'people.rules.confirmRequired' }),
              t,
            ),
          ]}
        >
          <Input.Password id="reset-confirm-password" placeholder={hint} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
