import { MOBILE_LENGTH, SMS_RESEND_LOCK_S } from '@peilian/shared';
import { Button, Toast } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useT } from '../app/hooks';
import { TextField } from '../components/TextField';
import { errorMessage } from '../identity/errorMessage';
import { loginWithMobile, sendLoginCode } from './loginApi';
import { checkMobileForm, mobileDigits, type FieldIssues, type MobileForm } from './loginValidation';
import { useCountdown } from './useCountdown';
import type { LoginFlow } from './useLoginFlow';

interface Props {
  flow: LoginFlow;
  ensureAgreed: () => boolean;
}

/** Mobile number and SMS code with a 60 s resend lock (spec §2.2, §4). */
export function MobileTab({ flow, ensureAgreed }: Props) {
  const t = useT();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [form, setForm] = useState<MobileForm>({ mobile: '', code: '' });
  const [issues, setIssues] = useState<FieldIssues<keyof MobileForm>>({});
  const message = (field: keyof MobileForm) => (issues[field] ? t(issues[field].key, issues[field].params) : null);

  async function sendCode() {
    const mobileIssue = checkMobileForm({ ...form, code: '-' }).mobile;
    setIssues(mobileIssue ? { mobile: mobileIssue } : {});
    if (mobileIssue) return;
    setSending(true);
    try {
      const resendIn = await sendLoginCode(form.mobile);
      Toast.show({ content: t('login.codeSent') });
      countdown.start(resendIn || SMS_RESEND_LOCK_S);
    } catch (error) {
      Toast.show({ content: errorMessage(error, t, 'login.codeSendFailed') });
    } finally {
      setSending(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkMobileForm(form);
    setIssues(found);
    if (Object.keys(found).length > 0 || !ensureAgreed()) return;
    const { mobile, code } = form;
    await flow.run((userid) => loginWithMobile(mobile, code.trim(), userid));
  }

  const locked = countdown.seconds > 0;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        name="mobile"
        label={t('login.mobile')}
        type="tel"
        inputMode="numeric"
        maxLength={MOBILE_LENGTH}
        autoComplete="tel-national"
        value={form.mobile}
        onChange={(value) => setForm((current) => ({ ...current, mobile: mobileDigits(value) }))}
        error={message('mobile')}
      />
      <TextField
        name="code"
        label={t('login.code')}
        inputMode="numeric"
        maxLength={8}
        autoComplete="one-time-code"
        value={form.code}
        onChange={(value) => setForm((current) => ({ ...current, code: value }))}
        error={message('code')}
        extra={
          <Button
            className="send-code"
            size="middle"
            color="primary"
            fill="outline"
            disabled={locked}
            loading={sending}
            onClick={(event) => {
              event.preventDefault();
              void sendCode();
            }}
            data-testid="send-code"
          >
            {locked ? t('login.resendIn', { seconds: countdown.seconds }) : t('login.sendCode')}
          </Button>
        }
      />
      <div className="login-actions">
        <Button block type="submit" color="primary" size="large" loading={flow.busy} data-testid="mobile-submit">
          {t('login.submit')}
        </Button>
      </div>
    </form>
  );
}
