import { PASSWORD_DIALOG_WIDTH_PX, type AdminUser } from '@peilian/shared';
import { Form } from 'antd';
import { useT } from '../../app';
import { PasswordPairFields } from './PasswordPairFields';
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
      <PasswordPairFields idPrefix="reset" />
    </FormDialog>
  );
}
