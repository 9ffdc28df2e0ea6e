import { LOGOUT_CODES, PASSWORD_DIALOG_LOGIN_DELAY_MS, sessionEndMessageKey, VERSION_LABEL, type StoredUser } from '@peilian/shared';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { loadDeployment, useEdition, usePermissionContext, useSession, useT } from '../../app';
import { Notice } from '../../components/Notice';
import { TabList } from '../../components/TabList';
import { ICP_RECORD } from '../../config/site';
import { LanguagePicker } from '../../components/LanguagePicker';
import { postLoginPath } from '../../routes';
import { useLook } from '../session/look';
import { LookLogo } from '../session/LookLogo';
import { AccountTab } from './AccountTab';
import { AgreementCheck } from '../credentials/AgreementCheck';
import { loginTabLabel, loginTabs, type LoginTabKey } from './loginTabs';
import { MobileTab } from './MobileTab';
import type { SignInHeadStart } from './headStart';
import { useLoginFlow, type LoginFlow } from './useLoginFlow';
import { useVoiceprintOffered } from './useVoiceprintOffered';
import { VoiceprintTab } from './VoiceprintTab';

// The QR tab carries the QR encoder and the registration dialog the cropper: both load on demand,
// as do the dialogs few sign-ins need (the multi-account choice, the forced password change).
const AccountChooser = lazy(() => import('../credentials/AccountChooser').then((module) => ({ default: module.AccountChooser })));
const ForcePasswordDialog = lazy(() => import('../password/ForcePasswordDialog').then((module) => ({ default: module.ForcePasswordDialog })));
const WechatTab = lazy(() => import('./WechatTab').then((module) => ({ default: module.WechatTab })));
const RegisterDialog = lazy(() => import('../register/RegisterDialog').then((module) => ({ default: module.RegisterDialog })));

/**
 * The brand and language picker, and once after a forced logout the one line saying why the
 * session ended (idle or past its limit, signed in elsewhere, password changed, account disabled or
 * ended) until the user dismisses it or signs in again.
 */
function LoginHeader({ logo }: { logo: string }) {
  const t = useT();
  const logoutCode = useSession((state) => state.logoutCode);
  const consumeLogoutCode = useSession((state) => state.consumeLogoutCode);
  const why = sessionEndMessageKey(logoutCode);
  return (
    <>
      <header className="login-header">
        <LookLogo logo={logo} name={t('app.fullName')} className="login-brand" testId="login-logo" />
        <LanguagePicker />
      </header>
      {why && (
        <Notice
          role="status"
          closeLabel={t('common.close')}
          onClose={() => consumeLogoutCode()}
          testId={logoutCode === LOGOUT_CODES.loggedOutElsewhere ? 'logged-out-elsewhere' : 'session-ended'}
        >
          {t(why)}
        </Notice>
      )}
    </>
  );
}

/** The card: the edition's sign-in tabs, the error, the agreement, the way in by invite code and (hosted) the way to register. */
function LoginCard({ flow, onRegister }: { flow: LoginFlow; onRegister: () => void }) {
  const t = useT();
  const edition = useEdition();
  const [tab, setTab] = useState<LoginTabKey>('account');
  const [agreedChoice, setAgreedChoice] = useState<boolean | null>(null);
  const [agreementMissing, setAgreementMissing] = useState(false);
  // Private deployments tick the agreement by default; the hosted edition asks the user to.
  const agreed = agreedChoice ?? edition === 'private';
  const ensureAgreed = () => {
    setAgreementMissing(!agreed);
    return agreed;
  };
  const tabs = loginTabs(edition, useVoiceprintOffered());
  const active = tabs.includes(tab) ? tab : 'account';
  return (
    <main className="login-card">
      <h1>{t('login.title')}</h1>
      <TabList tabs={tabs.map((key) => ({ key, title: t(loginTabLabel(key)) }))} active={active} onChange={setTab} className="login-tabs" testId="login-tabs" />
      {active === 'account' && <AccountTab flow={flow} ensureAgreed={ensureAgreed} />}
      {active === 'mobile' && <MobileTab flow={flow} ensureAgreed={ensureAgreed} />}
      {active === 'voiceprint' && <VoiceprintTab flow={flow} ensureAgreed={ensureAgreed} onPasswordLogin={() => setTab('account')} />}
      {active === 'wechat' && (
        <Suspense fallback={null}>
          <WechatTab agreed={agreed} onUser={flow.complete} />
        </Suspense>
      )}
      {flow.error && (
        <div role="alert" className="login-error" data-testid="login-error">
          {flow.error}
        </div>
      )}
      <AgreementCheck checked={agreed} onChange={setAgreedChoice} showError={agreementMissing} />
      <div className="login-links">
        {/* The invite code typed by hand, as the mini-program's 邀请码加入: its page checks the code and opens the join. */}
        <Link to="/invite" className="link-button login-link" data-testid="open-invite">
          {t('mini.join.entry')}
        </Link>
        {edition === 'hosted' && (
          <button type="button" className="link-button login-link" onClick={onRegister} data-testid="open-register">
            {t('login.register')}
          </button>
        )}
      </div>
    </main>
  );
}

/** The ICP record (where the site has one) and the version. */
function LoginFooter() {
  const t = useT();
  return (
    <footer className="app-version">
      {ICP_RECORD && <div data-testid="icp-record">{t('login.icp', { record: ICP_RECORD })}</div>}
      <div data-testid="version-label">{t('app.versionLabel', { version: VERSION_LABEL })}</div>
    </footer>
  );
}

/** After a forced password change, signs the user in once the dialog has had time to say so. */
function usePasswordChanged(flow: LoginFlow) {
  const delayedLogin = useRef(0);
  useEffect(() => {
    void loadDeployment();
    return () => window.clearTimeout(delayedLogin.current);
  }, []);
  return (changed: StoredUser) => {
    flow.closePasswordChange();
    delayedLogin.current = window.setTimeout(() => flow.complete(changed), PASSWORD_DIALOG_LOGIN_DELAY_MS);
  };
}

/** /login (spec §2.2): the sign-in tabs of the edition, agreement, registration entry, ICP footer. */
export function LoginPage({ headStart }: { headStart: SignInHeadStart }) {
  const t = useT();
  const [params] = useSearchParams();
  const user = useSession((state) => state.user);
  const context = usePermissionContext();
  const landingOf = (signedIn: StoredUser) => postLoginPath(params.get('redirect'), signedIn, context);
  const flow = useLoginFlow({ onAttempt: headStart.onAttempt, onSignedIn: (signedIn, banner) => headStart.onSignedIn(landingOf(signedIn), banner) });
  const [registering, setRegistering] = useState(false);
  const passwordChanged = usePasswordChanged(flow);
  const look = useLook(params.get('org'));

  useEffect(() => headStart.whenIdle(), [headStart]);
  const landing = user ? landingOf(user) : null;
  if (landing) return <Navigate to={landing} replace />;

  return (
    <div
      className={look.bgimg || look.secondcolor ? 'login-page login-look' : 'login-page'}
      style={{ backgroundColor: look.secondcolor || undefined, backgroundImage: look.bgimg ? `url("${look.bgimg}")` : undefined }}
      data-testid="login-page"
    >
      <LoginHeader logo={look.trainlogo} />
      <LoginCard flow={flow} onRegister={() => setRegistering(true)} />
      <LoginFooter />
      <Suspense fallback={null}>
        {flow.choices && <AccountChooser choices={flow.choices} onChoose={flow.choose} onCancel={flow.cancelChoice} />}
        {flow.passwordChange && (
          <ForcePasswordDialog
            request={flow.passwordChange}
            onChanged={passwordChanged}
            secondary={{ label: t('common.cancel'), onClick: flow.closePasswordChange }}
          />
        )}
        {registering && <RegisterDialog onClose={() => setRegistering(false)} />}
      </Suspense>
    </div>
  );
}
