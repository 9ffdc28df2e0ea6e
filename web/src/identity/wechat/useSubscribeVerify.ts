import { validateUserRequestSchema, type MessageKey, type MessageParams, type ValidateMode } from '@peilian/shared';
import { useState, type FormEvent } from 'react';
import { useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';
import { sendLoginCode } from '../credentials/loginApi';
import { useCaptchaCode } from '../credentials/useCaptchaCode';
import { checkMobileForm } from '../credentials/loginValidation';
import { validateUser } from './subscribeApi';

export type VerifyField = 'account' | 'password' | 'mobile' | 'code';
type Form = Record<VerifyField, string>;

/**
 * The PC subscription verification's form (§2.6, §5): the mode, its fields, the SMS code's sender
 * (the sign-in code, with its 60 s resend lock and the captcha the server may ask for), the first
 * field missing for the mode, and submit — 'verification passed' with the learner's name, or the
 * server's errmsg else 'verification failed, please retry'.
 */
export function useSubscribeVerify(ticket: string) {
  const t = useT();
  const [mode, setMode] = useState<ValidateMode>('password');
  const [form, setForm] = useState<Form>({ account: '', password: '', mobile: '', code: '' });
  const [issue, setIssue] = useState<{ field: VerifyField; key: MessageKey; params?: MessageParams } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [passed, setPassed] = useState<string | null>(null);
  const { captcha, answer, setAnswer, code } = useCaptchaCode((solved) => sendLoginCode(form.mobile, solved));

  const set = (field: VerifyField) => (value: string) => setForm((current) => ({ ...current, [field]: value }));
  const message = (field: VerifyField) => (issue?.field === field ? t(issue.key, issue.params) : null);

  function switchMode(next: ValidateMode) {
    setMode(next);
    setIssue(null);
    setFailure(null);
  }

  async function sendCode() {
    const mobileIssue = checkMobileForm({ mobile: form.mobile, code: '-' }).mobile;
    setIssue(mobileIssue ? { field: 'mobile', ...mobileIssue } : null);
    if (!mobileIssue) await code.sendCode();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = validateUserRequestSchema.safeParse({ ticket, mode, ...form });
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      setIssue({ field: (first?.path[0] as VerifyField | undefined) ?? 'account', key: (first?.message ?? 'notices.verify.failed') as MessageKey });
      return;
    }
    // §5: the mobile must also be a valid number.
    const mobileIssue = mode === 'sms' ? checkMobileForm({ mobile: form.mobile, code: '-' }).mobile : undefined;
    if (mobileIssue) {
      setIssue({ field: 'mobile', ...mobileIssue });
      return;
    }
    setIssue(null);
    setBusy(true);
    try {
      setPassed(await validateUser(parsed.data));
    } catch (error) {
      setFailure(errorMessage(error, t, 'notices.verify.failed'));
    } finally {
      setBusy(false);
    }
  }

  return { mode, switchMode, form, set, message, captcha, answer, setAnswer, code, sendCode, submit, busy, failure, passed };
}
