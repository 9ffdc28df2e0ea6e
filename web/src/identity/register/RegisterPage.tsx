import { useNavigate } from 'react-router-dom';
import { useT } from '../../app';
import { LanguagePicker } from '../../components/LanguagePicker';
import { LOGIN_PATH } from '../../routes';
import { RegisterForm } from './RegisterForm';

/** /register — enterprise registration as a page; cancel and success return to login. */
export function RegisterPage() {
  const t = useT();
  const navigate = useNavigate();
  const toLogin = () => navigate(LOGIN_PATH, { replace: true });
  return (
    <div className="login-page">
      <header className="login-header">
        <span className="login-brand">{t('app.fullName')}</span>
        <LanguagePicker />
      </header>
      <main className="login-card">
        <h1>{t('register.title')}</h1>
        <RegisterForm onCancel={toLogin} onRegistered={toLogin} />
      </main>
    </div>
  );
}
