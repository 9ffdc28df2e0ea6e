import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../app';
import { MessagePage } from '../../components/MessagePage';
import { LOGIN_PATH } from '../../routes';
import { backToMiniProgram } from './miniProgram';

/** /wxcallback/minisubscrib (spec §2.6): follow the official account; "I know" for web or mini program. */
export function MiniSubscribePage() {
  const t = useT();
  const navigate = useNavigate();
  const closeWeb = () => {
    window.close();
    // Pages the script did not open cannot close themselves; continue in the app instead.
    navigate(LOGIN_PATH, { replace: true });
  };
  return (
    <MessagePage message={t('wechat.followPrompt')}>
      <Button block color="primary" onClick={closeWeb} data-testid="i-know-web">
        {t('wechat.iKnowWeb')}
      </Button>
      <Button block onClick={backToMiniProgram} data-testid="i-know-mini">
        {t('wechat.iKnowMini')}
      </Button>
    </MessagePage>
  );
}
