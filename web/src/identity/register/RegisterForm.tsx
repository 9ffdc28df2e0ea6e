import { ACCOUNT_LENGTH, MOBILE_LENGTH, ORG_NAME_MAX, PASSWORD_REGISTER, REGISTRATION_LIST_REFRESH_MS, USER_NAME_MAX } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../app';
import { TextField } from '../../components/TextField';
import { errorMessage } from '../../lib/errorMessage';
import { BusinessSelect } from './BusinessSelect';
import { LogoUpload } from './LogoUpload';
import { registerEnterprise } from './registerApi';
import { checkRegistration, type RegistrationField, type RegistrationForm as Form } from './registerRules';
import { showToast } from '../../components/toast';

interface Props {
  onCancel: () => void;
  /** Called 500 ms after "企业注册成功" (spec §4: list refresh after 500 ms). */
  onRegistered: () => void;
}

const EMPTY: Form = { orgname: '', business: '', logo: '', contact: '', mobile: '', account: '', password: '', conformPassword: '' };

interface FieldsProps {
  form: Form;
  set: (field: RegistrationField) => (value: string) => void;
  message: (field: RegistrationField) => string | null;
}

/** The company's side: its name, business, logo, and the contact with the mobile the review's SMS goes to. */
function OrganisationFields({ form, set, message }: FieldsProps) {
  const t = useT();
  return (
    <>
      <TextField
        name="orgname"
        label={t('register.orgname')}
        value={form.orgname}
        onChange={set('orgname')}
        maxLength={ORG_NAME_MAX}
        error={message('orgname')}
      />
      <BusinessSelect value={form.business} onChange={set('business')} error={message('business')} />
      <LogoUpload value={form.logo} onChange={set('logo')} error={message('logo')} />
      <TextField
        name="contact"
        label={t('register.contact')}
        value={form.contact}
        onChange={set('contact')}
        maxLength={USER_NAME_MAX}
        autoComplete="name"
        error={message('contact')}
      />
      <TextField
        name="mobile"
        label={t('register.mobile')}
        value={form.mobile}
        onChange={set('mobile')}
        maxLength={MOBILE_LENGTH}
        inputMode="numeric"
        autoComplete="tel"
        error={message('mobile')}
      />
    </>
  );
}

/** The administrator's account and its password, twice. */
function AccountFields({ form, set, message }: FieldsProps) {
  const t = useT();
  return (
    <>
      <TextField
        name="account"
        label={t('register.account')}
        value={form.account}
        onChange={set('account')}
        maxLength={ACCOUNT_LENGTH.max}
        autoComplete="username"
        error={message('account')}
      />
      <TextField
        name="password"
        label={t('register.password')}
        type="password"
        value={form.password}
        onChange={set('password')}
        maxLength={PASSWORD_REGISTER.max}
        autoComplete="new-password"
        error={message('password')}
      />
      <TextField
        name="conformPassword"
        label={t('register.conformPassword')}
        type="password"
        value={form.conformPassword}
        onChange={set('conformPassword')}
        maxLength={PASSWORD_REGISTER.max}
        autoComplete="new-password"
        error={message('conformPassword')}
      />
    </>
  );
}

/** The form's values, each field's issue, and submit: checks, registers, and tells `onRegistered` after the list's refresh delay. */
function useRegistration(onRegistered: () => void) {
  const t = useT();
  const [form, setForm] = useState<Form>(EMPTY);
  const [issues, setIssues] = useState<ReturnType<typeof checkRegistration>>({});
  const [saving, setSaving] = useState(false);
  const done = useRef(0);
  useEffect(() => () => window.clearTimeout(done.current), []);

  const set = (field: RegistrationField) => (value: string) => setForm((current) => ({ ...current, [field]: value }));
  const message = (field: RegistrationField) => (issues[field] ? t(issues[field].key, issues[field].params) : null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkRegistration(form);
    setIssues(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await registerEnterprise(form);
      showToast({ content: t('register.success') });
      done.current = window.setTimeout(onRegistered, REGISTRATION_LIST_REFRESH_MS);
    } catch (error) {
      showToast({ content: errorMessage(error, t, 'register.failed') });
    } finally {
      setSaving(false);
    }
  }
  return { form, set, message, saving, submit };
}

/** Enterprise registration (spec §2.8): orgname, business, logo, contact and mobile (for the review's SMS), account, password twice. */
export function RegisterForm({ onCancel, onRegistered }: Props) {
  const t = useT();
  const { form, set, message, saving, submit } = useRegistration(onRegistered);
  return (
    <form className="register-form" onSubmit={(event) => void submit(event)} noValidate data-testid="register-form">
      <OrganisationFields form={form} set={set} message={message} />
      <AccountFields form={form} set={set} message={message} />
      <p className="dialog-hint" data-testid="register-review-notice">
        {t('register.reviewNotice')}
      </p>
      <div className="dialog-actions">
        <Button block onClick={onCancel} data-testid="register-cancel">
          {t('common.cancel')}
        </Button>
        <Button block type="submit" color="primary" loading={saving} data-testid="register-submit">
          {t('register.submit')}
        </Button>
      </div>
    </form>
  );
}
