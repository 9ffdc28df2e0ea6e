import { Link } from 'react-router-dom';
import { useT } from '../../app';
import { MessagePage } from '../../components/MessagePage';
import { LOGIN_PATH } from '../../routes';

/** /logout — the separate logout page of the special customer class (spec §2.4, §4). */
export function LoggedOutPage() {
  const t = useT();
  return (
    <MessagePage message={t('authcode.loggedOut')}>
      <Link to={LOGIN_PATH} className="touch-link" data-testid="to-login">
        {t('login.title')}
      </Link>
    </MessagePage>
  );
}
