import { Link, useSearchParams } from 'react-router-dom';
import { useEffect, useRef, useState } from 'react';
import { useSession, useT } from '../../app';
import { MessagePage } from '../../components/MessagePage';
import { errorMessage } from '../../lib/errorMessage';
import { createWechatQr } from '../credentials/wechatQrApi';
import { LOGIN_PATH } from '../../routes';
import { rememberWebLoginState } from './webLoginState';
import { bindWechatUrl } from './wechatApi';

export type WxCallMode = 'login' | 'bind';

/** Where the browser goes for each mode: the WeChat authorise URL the server builds. */
async function authoriseUrl(mode: WxCallMode, userId: string | null): Promise<string> {
  if (mode === 'bind') {
    if (!userId) throw new Error('binding needs a signed-in user');
    return bindWechatUrl(userId);
  }
  const { ticket, url } = await createWechatQr();
  rememberWebLoginState(ticket);
  return url;
}

/**
 * /wxcall/login and /wxcall/bind (spec §2.6): send the browser to the WeChat OAuth authorise page,
 * which returns to /wxcallback/login or /wxcallback/bind with a code.
 */
export function WxCallPage({ mode }: { mode: WxCallMode }) {
  const t = useT();
  const [params] = useSearchParams();
  const userId = useSession((state) => params.get('userid') ?? state.user?.id ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    authoriseUrl(mode, userId).then(
      (url) => window.location.replace(url),
      (error: unknown) => setFailure(errorMessage(error, t, mode === 'bind' ? 'wechat.bindFailed' : 'errors.wechatFailed')),
    );
  }, [mode, userId, t]);

  if (!failure) return <MessagePage message={t('wechat.redirecting')} busy />;
  return (
    <MessagePage message={failure} tone="error">
      <Link to={LOGIN_PATH} className="touch-link" data-testid="to-login">
        {t('login.title')}
      </Link>
    </MessagePage>
  );
}
