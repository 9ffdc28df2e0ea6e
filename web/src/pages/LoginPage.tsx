import { ApiError, LOGOUT_CODES, VERSION_LABEL, type Translate } from '@peilian/shared';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useSession, useT } from '../app/hooks';
import { loginWithPassword } from '../app/session';
import { Notice } from '../components/Notice';
import { LanguagePicker } from '../learner/LanguagePicker';
import { postLoginPath } from '../routes/access';
import { LoginForm, type Credentials } from './LoginForm';

function messageOf(error: unknown, t: Translate): string {
  if (error instanceof ApiError) return error.errmsg || t(error.key ?? 'errors.unknown');
  return t('errors.unknown');
}

/** /login — account and password for now (the other tabs of spec §2.2 come with the identity work). */
export function LoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const user = useSession((state) => state.user);
  const loggedOutElsewhere = useSession((state) => state.logoutCode === LOGOUT_CODES.loggedOutElsewhere);
  const consumeLogoutCode = useSession((state) => state.consumeLogoutCode);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const redirect = params.get('redirect');

  // Someone already signed in (e.g. opening the installed app at '/') goes straight on.
  if (user && !submitting) return <Navigate to={postLoginPath(redirect, user)} replace />;

  async function submit({ account, password }: Credentials) {
    setError(null);
    setSubmitting(true);
    try {
      const signedIn = await loginWithPassword(account, password);
      navigate(postLoginPath(redirect, signedIn), { replace: true });
    } catch (failure) {
      setError(messageOf(failure, t));
      setSubmitting(false);
    }
  }

  return (
    <div className="login-page">
      <header className="login-header">
        <span className="login-brand">{t('app.fullName')}</span>
        <LanguagePicker />
      </header>
      {loggedOutElsewhere && (
        <Notice closeLabel={t('common.close')} onClose={() => consumeLogoutCode()} testId="logged-out-elsewhere">
          {t('login.loggedOutElsewhere')}
        </Notice>
      )}
      <main className="login-card">
        <h1>{t('login.title')}</h1>
        <LoginForm submitting={submitting} onSubmit={(credentials) => void submit(credentials)} />
        {error && (
          <div role="alert" className="login-error" data-testid="login-error">
            {error}
          </div>
        )}
      </main>
      <footer className="app-version" data-testid="version-label">
        {t('app.versionLabel', { version: VERSION_LABEL })}
      </footer>
    </div>
  );
}
