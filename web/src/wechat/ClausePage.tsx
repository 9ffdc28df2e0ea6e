import Button from 'antd-mobile/es/components/button';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useT } from '../app/hooks';
import { MessagePage } from '../components/MessagePage';
import { LOGIN_PATH } from '../routes/access';
import { backToMiniProgram } from './miniProgram';

/**
 * /wxcall/clause (spec §2.7): the user agreement and privacy policy. Reached from the login page or,
 * with `from`, from the mini-program, to which it returns. The terms' text is not in shared's
 * messages yet; the page carries its title and the way back.
 */
export function ClausePage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fromMini = !!params.get('from');
  return (
    <MessagePage title={t('login.privacyPolicy')}>
      <Button
        block
        onClick={() => (fromMini ? backToMiniProgram() : window.history.length > 1 ? navigate(-1) : navigate(LOGIN_PATH))}
        data-testid="clause-back"
      >
        {t('common.close')}
      </Button>
    </MessagePage>
  );
}
