import Button from 'antd-mobile/es/components/button';
import { useState, type FormEvent } from 'react';
import { useT } from '../../app';
import { CaptchaField } from '../credentials/CaptchaField';
import { loginWithMobile, sendLoginCode } from '../credentials/loginApi';
import { checkMobileForm, type FieldIssues, type MobileForm } from '../credentials/loginValidation';
import { MobileCodeFields } from '../credentials/MobileCodeFields';
import { useCaptchaCode } from '../credentials/useCaptchaCode';
import type { LoginFlow } from './useLoginFlow';

interface Props {
  flow: LoginFlow;
  ensureAgreed: () => boolean;
}

/** The form, its issues, the code's sender, and submit: checks the number (and code) and signs in through the flow. */
function useMobileLogin({ flow, ensureAgreed }: Props) {
  const t = useT();
  const [form, setForm] = useState<MobileForm>({ mobile: '', code: '' });
  const { captcha, answer, setAnswer, code } = useCaptchaCode((solved) => sendLoginCode(form.mobile, solved));
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
    <form aria-label={t('login.tabMobile')} onSubmit={(event) => void submit(event)} noValidate>
      <MobileCodeFields
        form={form}
        set={(field) => (value) => setForm((current) => ({ ...current, [field]: value }))}
        code={code}
        onSendCode={() => void sendCode()}
        message={message}
        between={captcha.required && <CaptchaField captcha={captcha} value={answer} onChange={setAnswer} error={null} />}
      />
      <div className="login-actions">
        <Button block type="submit" color="primary" size="large" loading={flow.busy} data-testid="mobile-submit">
          {t('login.submit')}
        </Button>
      </div>
    </form>
  );
}
