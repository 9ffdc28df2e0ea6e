import { checkPassword, checkPasswordPair, PASSWORD_ADMIN, PASSWORD_DIALOG_WIDTH_PX, type AdminUser } from '@peilian/shared';
import { Form, Input } from 'antd';
import { useT } from '../../app/hooks';
import { issueRule } from './formRules';
import { sealPasswords } from '../data/passwords';
import { useAdminMutation } from '../data/queries';
import { FormDialog } from '../blocks/FormDialog';

interface Props {
  user: AdminUser;
  onClose: () => void;
  onDone: () => void;
}

/** The administrator types the new password twice (6–15); it travels sealed, and the user's sessions end. */
export function ResetPasswordDialog({ user, onClose, onDone }: Props) {
  const t = useT();
  const [form] = Form.useForm<{ password: string; confirmpassword: string }>();
  const reset = useAdminMutation('users', 'reset');
  const hint = t('people.form.passwordPlaceholder', { min: PASSWORD_ADMIN.min, max: PASSWORD_ADMIN.max });
  const submit = async ({ password, confirmpassword }: { password: string; confirmpassword: string }) => {
    await reset.run({ id: user.id }, await sealPasswords(password, confirmpassword));
    onDone();
  };

  return (
    <FormDialog
      title={t('people.resetPassword.title')}
      width={PASSWORD_DIALOG_WIDTH_PX}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      testIds={{ save: 'reset-save', errors: 'reset-error' }}
    >
      <p>{t('people.resetPassword.description', { name: user.name })}</p>
      <Form.Item
        name="password"
        htmlFor="reset-password"
        label={t('people.form.password')}
        required
        rules={[issueRule((value) => checkPassword(value, 'admin'), t)]}
      >
        <Input.Password id="reset-password" placeholder={hint} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmpassword"
        htmlFor="reset-confirm-password"
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
    </FormDialog>
  );
}
