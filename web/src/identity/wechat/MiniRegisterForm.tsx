import {
  checkMiniRegistration,
  COMPANY_NAME_FORM_MAX,
  JOB_TITLE_MAX,
  REGISTRATION_NAME_MAX,
  type MiniRegistrationForm,
  type ValidationIssue,
} from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import { Checkbox } from '../../components/choices';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useT } from '../../app';
import { TextField } from '../../components/TextField';
import { errorMessage } from '../../lib/errorMessage';
import { CLAUSE_PATH } from '../credentials/AgreementCheck';
import { MobileCodeFields } from '../credentials/MobileCodeFields';
import { useSendCode } from '../credentials/useSendCode';
import { backToMiniProgram } from './miniProgram';
import { miniRegistrationBody, sendCodeIssue, type RegistrationContext } from './miniRegistration';
import { sendRegistrationCode, submitMiniRegistration } from './miniRegistrationApi';
import './miniRegister.css';
import { confirm } from '../../components/dialogs';

export const REGISTER_SUBMITTED_PATH = '/wxcall/registersucess';
/** How long a red notice stays, like the original's notify bar. */
const NOTICE_MS = 3000;

const EMPTY: MiniRegistrationForm = { mobile: '', code: '', name: '', workunit: '', workno: '', agreed: false };
// The form outlives a visit to the terms page and back (the route unmounts it); not a reload.
let draft: MiniRegistrationForm = EMPTY;

/** The red notice bar at the top: one message at a time, replaced by the next, gone after 3 s. */
function useRedNotice() {
  const [notice, setNotice] = useState<{ text: string; serial: number } | null>(null);
  const timer = useRef(0);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = (text: string) => {
    window.clearTimeout(timer.current);
    setNotice((current) => ({ text, serial: (current?.serial ?? 0) + 1 }));
    timer.current = window.setTimeout(() => setNotice(null), NOTICE_MS);
  };
  return { notice, show };
}

type TextFieldName = Exclude<keyof MiniRegistrationForm, 'agreed'>;

/** The form's state (kept across a visit to the terms page) and its three actions: send the code, submit, give up. */
function useMiniRegistration(context: RegistrationContext) {
  const t = useT();
  const navigate = useNavigate();
  const { notice, show } = useRedNotice();
  const [form, setForm] = useState<MiniRegistrationForm>(draft);
  const [saving, setSaving] = useState(false);
  const code = useSendCode(() => sendRegistrationCode(form.mobile.trim(), context.orgid));
  useEffect(() => {
    draft = form;
  }, [form]);

  const say = (issue: ValidationIssue) => show(t(issue.key, issue.params));

  async function sendCode() {
    const issue = sendCodeIssue(form.mobile);
    if (issue) return say(issue);
    await code.sendCode();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const issue = checkMiniRegistration(form);
    if (issue) return say(issue);
    setSaving(true);
    try {
      await submitMiniRegistration(miniRegistrationBody(form, context));
      draft = EMPTY;
      navigate(REGISTER_SUBMITTED_PATH, { replace: true });
    } catch (error) {
      show(errorMessage(error, t, 'register.genericFailed'));
      setSaving(false);
    }
  }

  async function giveUp() {
    const sure = await confirm({ content: t('mini.giveUpConfirm'), confirmText: t('common.confirm'), cancelText: t('common.cancel') });
    if (!sure) return;
    draft = EMPTY;
    backToMiniProgram();
  }

  return { form, setForm, saving, code, notice, sendCode, submit, giveUp };
}

/** The agreement checkbox and the link to the terms. */
function AgreementRow({ agreed, onChange }: { agreed: boolean; onChange: (agreed: boolean) => void }) {
  const t = useT();
  return (
    <div className="agreement">
      <Checkbox checked={agreed} onChange={onChange} data-testid="agreement" style={{ '--icon-size': '16px', '--font-size': '13px' }}>
        {t('login.agreePrefix')}
      </Checkbox>
      <Link to={CLAUSE_PATH} className="agreement-link" data-testid="clause-link">
        {t('login.privacyPolicy')}
      </Link>
    </div>
  );
}

/**
 * The mini-program registration form (spec §2.7, §5): mobile, SMS code with a 60 s resend lock,
 * name, company full name, job title and the agreement. Submitting runs shared's nine checks and
 * shows the first that fails; the avatar is optional and not asked for here.
 */
export function MiniRegisterForm({ context }: { context: RegistrationContext }) {
  const t = useT();
  const { form, setForm, saving, code, notice, sendCode, submit, giveUp } = useMiniRegistration(context);
  const set = (field: TextFieldName) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  return (
    <form className="mini-register" onSubmit={(event) => void submit(event)} noValidate data-testid="mini-register-form">
      {notice && (
        <div key={notice.serial} className="red-notice" role="alert" data-testid="red-notice">
          {notice.text}
        </div>
      )}
      <MobileCodeFields form={form} set={set} code={code} onSendCode={() => void sendCode()} />
      <TextField name="name" label={t('mini.name')} maxLength={REGISTRATION_NAME_MAX} autoComplete="name" value={form.name} onChange={set('name')} />
      <TextField
        name="workunit"
        label={t('mini.workunit')}
        maxLength={COMPANY_NAME_FORM_MAX}
        autoComplete="organization"
        value={form.workunit}
        onChange={set('workunit')}
      />
      <TextField
        name="workno"
        label={t('mini.workno')}
        maxLength={JOB_TITLE_MAX}
        autoComplete="organization-title"
        value={form.workno}
        onChange={set('workno')}
      />
      <AgreementRow agreed={form.agreed} onChange={(agreed) => setForm((current) => ({ ...current, agreed }))} />
      <div className="mini-register-actions">
        <Button block type="submit" color="primary" size="large" loading={saving} data-testid="mini-register-submit">
          {t('mini.submit')}
        </Button>
        <Button block size="large" onClick={() => void giveUp()} data-testid="mini-register-give-up">
          {t('mini.giveUp')}
        </Button>
      </div>
    </form>
  );
}
