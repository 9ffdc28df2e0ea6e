import { demandsCaptcha } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import { useState, type FormEvent } from 'react';
import { useT } from '../../app';
import { TextField } from '../../components/TextField';
import { CaptchaField } from '../credentials/CaptchaField';
import { loginWithPassword, warmPasswordLogin } from '../credentials/loginApi';
import { solveTencentCaptcha } from '../credentials/tencentCaptcha';
import { checkAccountForm, type AccountForm, type FieldIssues } from '../credentials/loginValidation';
import { useCaptchaKey } from '../credentials/useCaptchaKey';
import type { LoginFlow } from './useLoginFlow';

interface Props {
  flow: LoginFlow;
  /** False (and the agreement message shown) when the privacy agreement is not ticked. */
  ensureAgreed: () => boolean;
}

/** The form, its issues, the captcha the server may ask for, and submit: checks, solves the captcha, and signs in through the flow. */
function useAccountLogin({ flow, ensureAgreed }: Props) {
  const t = useT();
  const captcha = useCaptchaKey();
  const [form, setForm] = useState<AccountForm>({ account: '', password: '', captcha: '' });
  const [issues, setIssues] = useState<FieldIssues<keyof AccountForm>>({});
  const set = (field: keyof AccountForm) => (value: string) => setForm((current) => ({ ...current, [field]: value }));
  const message = (field: keyof AccountForm) => (issues[field] ? t(issues[field].key, issues[field].params) : null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const tencent = captcha.required ? captcha.key?.tencent : undefined;
    const found = checkAccountForm(form, captcha.required && !tencent);
    setIssues(found);
    if (Object.keys(found).length > 0 || !ensureAgreed()) return;
    const solved = tencent ? await solveTencentCaptcha(tencent) : undefined;
    if (tencent && !solved) return;
    const key = captcha.required ? (captcha.key ?? undefined) : undefined;
    const account = form.account.trim();
    const outcome = await flow.run((userid) =>
      loginWithPassword(
        userid
          ? { account, password: form.password, userid }
          : { account, password: form.password, key, captcha: tencent ? undefined : form.captcha.trim(), tencent: solved },
      ),
    );
    // The key was spent: a captcha on screen must be replaced for the next attempt.
    if (captcha.required && outcome?.kind !== 'user') {
      captcha.refresh();
      set('captcha')('');
    }
    // Recent failures for this account or address: from now on the attempt needs the captcha.
    if (outcome?.kind === 'error' && demandsCaptcha(outcome.error)) captcha.demand();
  }
  return { captcha, form, set, message, submit };
}

/** Account, password and — when the server wants one — the captcha (spec §2.2). */
export function AccountTab({ flow, ensureAgreed }: Props) {
  const t = useT();
  const { captcha, form, set, message, submit } = useAccountLogin({ flow, ensureAgreed });

  return (
    <form aria-label={t('login.tabAccount')} onSubmit={(event) => void submit(event)} onFocus={warmPasswordLogin} noValidate>
      <TextField
        name="account"
        label={t('login.account')}
        value={form.account}
        onChange={set('account')}
        autoComplete="username"
        clearable
        error={message('account')}
      />
      <TextField
        name="password"
        label={t('login.password')}
        type="password"
        value={form.password}
        onChange={set('password')}
        autoComplete="current-password"
        error={message('password')}
      />
      {captcha.required && <CaptchaField captcha={captcha} value={form.captcha} onChange={set('captcha')} error={message('captcha')} />}
      <div className="login-actions">
        <Button block type="submit" color="primary" size="large" loading={flow.busy} data-testid="login-submit">
          {t('login.submit')}
        </Button>
      </div>
    </form>
  );
}
