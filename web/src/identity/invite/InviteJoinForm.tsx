import {
  checkInviteJoin,
  checkMobile,
  EMPTY_INVITE_JOIN_FORM,
  invitePasswordStrong,
  PASSWORD_CONTEXTS,
  REGISTRATION_NAME_MAX,
  type InviteJoinForm,
  type InviteJoinStore,
} from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import { Checkbox } from '../../components/choices';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useStore } from 'zustand';
import { useT } from '../../app';
import { TextField } from '../../components/TextField';
import { CLAUSE_PATH } from '../credentials/AgreementCheck';
import type { FieldIssues } from '../credentials/loginValidation';
import { MobileCodeFields } from '../credentials/MobileCodeFields';
import { useCaptchaCode } from '../credentials/useCaptchaCode';
import { CaptchaField } from '../credentials/CaptchaField';
import { joinFailureText } from './joinForm';

type JoinField = keyof InviteJoinForm;

/** The form, its issues, the SMS code's sender and submit, over the join store. */
function useJoinForm(store: InviteJoinStore) {
  const t = useT();
  const [form, setForm] = useState<InviteJoinForm>(EMPTY_INVITE_JOIN_FORM);
  const [issues, setIssues] = useState<FieldIssues<JoinField>>({});
  const { captcha, answer, setAnswer, code } = useCaptchaCode((solved) => store.getState().sendCode(form.mobile, solved));
  const message = (field: JoinField) => (issues[field] ? t(issues[field].key, issues[field].params) : null);
  const set =
    <F extends JoinField>(field: F) =>
    (value: InviteJoinForm[F]) =>
      setForm((current) => ({ ...current, [field]: value }));

  async function sendCode() {
    const mobile = checkMobile(form.mobile);
    setIssues(mobile ? { mobile } : {});
    if (!mobile) await code.sendCode();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkInviteJoin(form, { strong: invitePasswordStrong(store.getState().invite) });
    setIssues(found);
    if (Object.keys(found).length === 0) await store.getState().join(form);
  }
  return { form, set, code, captcha, answer, setAnswer, message, sendCode, submit };
}

/**
 * Joining with a code found (admin §3 Invite code): mobile number, its SMS code (60 s resend lock),
 * name, the first password with its confirmation (the organisation's rule, which the code's preview
 * tells) and the agreement; the store sends them and keeps a refusal, shown above the button while
 * the form keeps what was typed.
 */
export function InviteJoinForm({ store }: { store: InviteJoinStore }) {
  const t = useT();
  const joining = useStore(store, (state) => state.joining);
  const failure = useStore(store, (state) => state.failure);
  const { form, set, code, captcha, answer, setAnswer, message, sendCode, submit } = useJoinForm(store);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="invite-join-form">
      <MobileCodeFields
        form={form}
        set={set}
        code={code}
        onSendCode={() => void sendCode()}
        message={message}
        between={captcha.required && <CaptchaField captcha={captcha} value={answer} onChange={setAnswer} error={null} />}
      />
      <TextField
        name="name"
        label={t('mini.name')}
        maxLength={REGISTRATION_NAME_MAX}
        autoComplete="name"
        value={form.name}
        onChange={set('name')}
        error={message('name')}
      />
      <TextField
        name="password"
        type="password"
        label={t('login.password')}
        maxLength={PASSWORD_CONTEXTS.invite.max}
        autoComplete="new-password"
        value={form.password}
        onChange={set('password')}
        error={message('password')}
      />
      <TextField
        name="confirm"
        type="password"
        label={t('password.confirmPassword')}
        maxLength={PASSWORD_CONTEXTS.invite.max}
        autoComplete="new-password"
        value={form.confirm}
        onChange={set('confirm')}
        error={message('confirm')}
      />
      <div className="agreement">
        <Checkbox checked={form.agreed} onChange={set('agreed')} data-testid="agreement">
          {t('login.agreePrefix')}
        </Checkbox>
        {/* A new tab, so the form is still here on coming back. */}
        <Link to={CLAUSE_PATH} target="_blank" rel="noopener" className="agreement-link">
          {t('login.privacyPolicy')}
        </Link>
        {message('agreed') && (
          <div className="field-error" role="alert" data-testid="agreement-error">
            {message('agreed')}
          </div>
        )}
      </div>
      {failure !== null && (
        <div role="alert" className="login-error" data-testid="invite-join-error">
          {joinFailureText(failure, t)}
        </div>
      )}
      <div className="login-actions">
        <Button block type="submit" color="primary" size="large" loading={joining} data-testid="invite-join-submit">
          {t('mini.join.submit')}
        </Button>
      </div>
    </form>
  );
}
