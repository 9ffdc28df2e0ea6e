import { demandsCaptcha, MOBILE_LENGTH } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import { useState, type FormEvent } from 'react';
import { useT } from '../app/hooks';
import { TextField } from '../components/TextField';
import { CaptchaField } from './CaptchaField';
import { loginWithMobile, sendLoginCode } from './loginApi';
import { solveTencentCaptcha } from './tencentCaptcha';
import { useCaptchaKey } from './useCaptchaKey';
import { checkMobileForm, mobileDigits, type FieldIssues, type MobileForm } from './loginValidation';
import { SendCodeButton } from './SendCodeButton';
import { useSendCode } from './useSendCode';
import type { LoginFlow } from './useLoginFlow';

interface Props {
  flow: LoginFlow;
  ensureAgreed: () => boolean;
}

/** The SMS code's sender, with the captcha the server may ask for before it sends another. */
function useLoginCode(mobile: string) {
  // Shown once the server asks for it (a repeated code for a number or from an address).
  const captcha = useCaptchaKey(false);
  const [answer, setAnswer] = useState('');
  async function solved() {
    if (!captcha.required || !captcha.key) return undefined;
    if (captcha.key.tencent) return solveTencentCaptcha(captcha.key.tencent);
    return { randomkey: captcha.key.randomkey, randomcode: answer.trim() };
  }
  const code = useSendCode(
    async () => sendLoginCode(mobile, await solved()),
    (error) => {
      // The key was spent (or the server now asks for a captcha): a new image for the next request.
      if (captcha.required) captcha.refresh();
      setAnswer('');
      if (demandsCaptcha(error)) captcha.demand();
    },
  );
  return { captcha, answer, setAnswer, code };
}

/** The form, its issues, the code's sender, and submit: checks the number (and code) and signs in through the flow. */
function useMobileLogin({ flow, ensureAgreed }: Props) {
  const t = useT();
  const [form, setForm] = useState<MobileForm>({ mobile: '', code: '' });
  const { captcha, answer, setAnswer, code } = useLoginCode(form.mobile);
  const [issues, setIssues] = useState<FieldIssues<keyof MobileForm>>({});
  const message = (field: keyof MobileForm) => (issues[field] ? t(issues[field].key, issues[field].params) : null);

  async function sendCode() {
    const mobileIssue = checkMobileForm({ ...form, code: '-' }).mobile;
    setIssues(mobileIssue ? { mobile: mobileIssue } : {});
    if (mobileIssue) return;
    await code.sendCode();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkMobileForm(form);
    setIssues(found);
    if (Object.keys(found).length > 0 || !ensureAgreed()) return;
    const { mobile, code } = form;
    await flow.run((userid) => loginWithMobile(mobile, code.trim(), userid));
  }
  return { form, setForm, captcha, answer, setAnswer, code, message, sendCode, submit };
}

/** Mobile number and SMS code with a 60 s resend lock (spec §2.2, §4). */
export function MobileTab({ flow, ensureAgreed }: Props) {
  const t = useT();
  const { form, setForm, captcha, answer, setAnswer, code, message, sendCode, submit } = useMobileLogin({ flow, ensureAgreed });

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
      {captcha.required && <CaptchaField captcha={captcha} value={answer} onChange={setAnswer} error={null} />}
      <TextField
        name="code"
        label={t('login.code')}
        inputMode="numeric"
        maxLength={8}
        autoComplete="one-time-code"
        value={form.code}
        onChange={(value) => setForm((current) => ({ ...current, code: value }))}
        error={message('code')}
        extra={<SendCodeButton code={code} onSend={() => void sendCode()} />}
      />
      <div className="login-actions">
        <Button block type="submit" color="primary" size="large" loading={flow.busy} data-testid="mobile-submit">
          {t('login.submit')}
        </Button>
      </div>
    </form>
  );
}
