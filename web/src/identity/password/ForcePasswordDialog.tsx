import { PASSWORD_DIALOG_WIDTH_PX, type StoredUser } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import { useState, type FormEvent } from 'react';
import { useT } from '../../app';
import { TextField } from '../../components/TextField';
import { errorMessage } from '../../lib/errorMessage';
import { forceChangePassword } from './passwordApi';
import { checkPasswordDialog, type PasswordPair } from './passwordRules';
import { showToast } from '../../components/toast';
import { DialogPopup } from '../../components/DialogPopup';

export interface PasswordChangeRequest {
  /** 1 = first login; otherwise the password has gone `changdays` days unchanged. */
  changepassword: number;
  serial: string;
  changdays: number;
}

interface Props {
  request: PasswordChangeRequest;
  /** Called with the signed-in user after "密码修改成功" has been shown. */
  onChanged: (user: StoredUser) => void;
  /** The secondary action: cancel on the login page, log out inside the app. */
  secondary: { label: string; onClick: () => void };
}

/** The two passwords, their issues, and submit: checks them, changes the password, and hands on the signed-in user. */
function usePasswordChange(request: PasswordChangeRequest, onChanged: (user: StoredUser) => void) {
  const t = useT();
  const [values, setValues] = useState<PasswordPair>({ password: '', confirm: '' });
  const [issues, setIssues] = useState<ReturnType<typeof checkPasswordDialog>>({});
  const [saving, setSaving] = useState(false);
  const message = (field: keyof PasswordPair) => (issues[field] ? t(issues[field].key, issues[field].params) : null);
  const set = (field: keyof PasswordPair) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkPasswordDialog(values);
    setIssues(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const user = await forceChangePassword(request.serial, values.password.trim());
      showToast({ content: t('password.changed') });
      onChanged(user);
    } catch (error) {
      showToast({ content: errorMessage(error, t, 'password.changeFailed') });
    } finally {
      setSaving(false);
    }
  }
  return { values, set, message, saving, submit };
}

/** The forced password-change dialog (spec §4, §5; 450 px). */
export function ForcePasswordDialog({ request, onChanged, secondary }: Props) {
  const t = useT();
  const { values, set, message, saving, submit } = usePasswordChange(request, onChanged);
  const reason = request.changepassword === 1 ? t('password.firstLogin') : t('password.expired', { days: request.changdays });
  return (
    <DialogPopup
      title={t('password.title')}
      style={{ '--max-width': `min(${PASSWORD_DIALOG_WIDTH_PX}px, 92vw)`, '--min-width': `min(${PASSWORD_DIALOG_WIDTH_PX}px, 92vw)` }}
    >
      <form className="dialog-form" aria-label={t('password.title')} onSubmit={(event) => void submit(event)} noValidate data-testid="password-dialog">
        <h2 className="dialog-title">{t('password.title')}</h2>
        <p className="dialog-message" data-testid="password-reason">
          {reason}
        </p>
        <TextField
          name="newPassword"
          label={t('password.newPassword')}
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={message('password')}
        />
        <TextField
          name="confirmPassword"
          label={t('password.confirmPassword')}
          type="password"
          autoComplete="new-password"
          value={values.confirm}
          onChange={set('confirm')}
          error={message('confirm')}
        />
        <p className="dialog-hint">{t('password.rule')}</p>
        <div className="dialog-actions">
          <Button block onClick={secondary.onClick} data-testid="password-secondary">
            {secondary.label}
          </Button>
          <Button block type="submit" color="primary" loading={saving} data-testid="password-submit">
            {t('common.confirm')}
          </Button>
        </div>
      </form>
    </DialogPopup>
  );
}
