import { VALIDATE_MODES, type ValidateMode } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import { useT } from '../../app';
import { MessagePage } from '../../components/MessagePage';
import { TabList } from '../../components/TabList';
import { TextField } from '../../components/TextField';
import { CaptchaField } from '../credentials/CaptchaField';
import { MobileCodeFields } from '../credentials/MobileCodeFields';
import { useSubscribeVerify } from './useSubscribeVerify';

const MODE_LABEL = { password: 'notices.verify.byPassword', sms: 'notices.verify.bySms' } as const;

/**
 * The PC subscription verification page (spec §2.6, §5, §8): the follower confirms who they are by
 * account and password, or by mobile and SMS code, with a switch between the two; then
 * 'verification passed', and task messages reach this WeChat.
 */
export function SubscribeVerifyPage({ ticket, orgname }: { ticket: string; orgname: string }) {
  const t = useT();
  const verify = useSubscribeVerify(ticket);
  const { mode, form, set, message, code } = verify;
  if (verify.passed !== null) return <MessagePage message={t('notices.verify.passed')} tone="success" />;

  return (
    <main className="login-card subscribe-verify" data-testid="subscribe-verify">
      <h1>{t('notices.verify.title')}</h1>
      {orgname && <p>{t('notices.verify.intro', { orgname })}</p>}
      <TabList<ValidateMode>
        tabs={VALIDATE_MODES.map((key) => ({ key, title: t(MODE_LABEL[key]) }))}
        active={mode}
        onChange={verify.switchMode}
        className="login-tabs"
        testId="verify-modes"
      />
      <form aria-label={t(MODE_LABEL[mode])} onSubmit={(event) => void verify.submit(event)} noValidate>
        {mode === 'password' ? (
          <>
            <TextField
              name="account"
              label={t('notices.verify.account')}
              autoComplete="username"
              value={form.account}
              onChange={set('account')}
              error={message('account')}
            />
            <TextField
              name="password"
              label={t('notices.verify.password')}
              type="password"
              autoComplete="current-password"
              value={form.password}
              onChange={set('password')}
              error={message('password')}
            />
          </>
        ) : (
          <MobileCodeFields
            form={form}
            set={set}
            code={code}
            onSendCode={() => void verify.sendCode()}
            message={message}
            between={verify.captcha.required && <CaptchaField captcha={verify.captcha} value={verify.answer} onChange={verify.setAnswer} error={null} />}
          />
        )}
        {verify.failure && (
          <div role="alert" className="login-error" data-testid="verify-error">
            {verify.failure}
          </div>
        )}
        <div className="login-actions">
          <Button block type="submit" color="primary" size="large" loading={verify.busy} data-testid="verify-submit">
            {t('notices.verify.submit')}
          </Button>
        </div>
      </form>
    </main>
  );
}
