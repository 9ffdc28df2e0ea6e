import { ERRORS, type AccountChoice, type StoredUser } from '@peilian/shared';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { signIn, usePermissionContext, useT } from '../../app';
import { MessagePage } from '../../components/MessagePage';
import { AccountChooser } from '../credentials/AccountChooser';
import { pollWechatQr } from '../credentials/wechatQrApi';
import { postLoginPath } from '../../routes';
import { takeWebLoginState } from './webLoginState';
import { wechatLogin, type WechatLoginOutcome } from './wechatApi';

type Result =
  { kind: 'busy' } | { kind: 'done'; landing: string | null } | { kind: 'failed'; detail: string | null } | { kind: 'choose'; choices: AccountChoice[] };

/** This browser started the login at /wxcall/login: it collects the session the ticket now holds. */
async function collectOwnTicket(state: string): Promise<StoredUser | null> {
  if (!takeWebLoginState(state)) return null;
  const answer = await pollWechatQr(state);
  return answer.user ?? null;
}

/**
 * /wxcallback/login?code&state (spec §2.6): hands the WeChat code to the server and says 登录成功 or
 * 登录失败，请先绑定微信. On a phone that scanned a login QR code that is all (the computer signs in
 * by polling); a browser that started the login itself (/wxcall/login) also signs in and lands.
 */
export function WxLoginCallbackPage() {
  const t = useT();
  const context = usePermissionContext();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const state = params.get('state') ?? '';
  const [result, setResult] = useState<Result>({ kind: 'busy' });
  const started = useRef(false);

  const done = (user: StoredUser | null) => setResult({ kind: 'done', landing: user ? postLoginPath(null, signIn(user), context) : null });
  const settle = async (outcome: WechatLoginOutcome) => {
    if (outcome.kind === 'confirmed') done(await collectOwnTicket(state).catch(() => null));
    else if (outcome.kind === 'user') done(outcome.user);
    else if (outcome.kind === 'choose') setResult({ kind: 'choose', choices: outcome.choices });
    else {
      const notBound = outcome.kind === 'error' && outcome.error.errcode === ERRORS['errors.wechatNotBound'].errcode;
      setResult({ kind: 'failed', detail: !notBound && outcome.kind === 'error' ? outcome.error.errmsg || null : null });
    }
  };
  const attempt = (userid?: string) => {
    setResult({ kind: 'busy' });
    wechatLogin(code, state, userid).then(settle, () => setResult({ kind: 'failed', detail: t('errors.network') }));
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (code) attempt();
    else setResult({ kind: 'failed', detail: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- One exchange per page (the ref also covers StrictMode's double effect): a WeChat code is single use.
  }, []);

  if (result.kind === 'done' && result.landing) return <Navigate to={result.landing} replace />;
  if (result.kind === 'choose')
    return <AccountChooser choices={result.choices} onChoose={attempt} onCancel={() => setResult({ kind: 'failed', detail: null })} />;
  if (result.kind === 'done') return <MessagePage message={t('wechat.loginSuccess')} tone="success" />;
  if (result.kind === 'failed') {
    return (
      <MessagePage message={t('wechat.loginFailed')} tone="error">
        {result.detail && <span className="message-detail">{result.detail}</span>}
      </MessagePage>
    );
  }
  return <MessagePage busy />;
}
