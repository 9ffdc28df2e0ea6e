import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../app';
import { MessagePage } from '../../components/MessagePage';
import type { RegistrationContext } from './miniRegistration';
import { fetchRegisterAuthoriseUrl } from './miniRegistrationApi';
import { MiniRegisterForm } from './MiniRegisterForm';
import { hasPendingRegisterState, isOAuthCallback, newRegisterState, rememberRegisterState, takeRegisterCode } from './registerOAuth';

type Phase = { kind: 'redirecting' } | { kind: 'form'; oauthCode: string | null };

/** Leaves for WeChat's authorise page once per tab; false when the page should show the form instead. */
async function leaveForWechat(params: URLSearchParams): Promise<boolean> {
  const state = newRegisterState();
  const url = await fetchRegisterAuthoriseUrl(params, state);
  if (!rememberRegisterState(state)) return false;
  window.location.replace(url);
  return true;
}

/**
 * /wxcall/register (spec §2.7, §4): opened in WeChat's browser from the mini-program. The first visit
 * goes once to WeChat's base authorisation and comes back here with `code` and `state`; the form
 * then sends the code along with the registration. Without WeChat (not configured, unreachable, or
 * the round trip already made in this tab) the form still works, only without the WeChat link.
 */
export function MiniRegisterPage() {
  const t = useT();
  const [params] = useSearchParams();
  const [phase, setPhase] = useState<Phase>(() =>
    isOAuthCallback(params) || hasPendingRegisterState() ? { kind: 'form', oauthCode: null } : { kind: 'redirecting' },
  );
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Once per page (the ref also covers StrictMode's double effect): the state is single use.
    if (isOAuthCallback(params)) {
      setPhase({ kind: 'form', oauthCode: takeRegisterCode(params) });
      return;
    }
    if (phase.kind !== 'redirecting') return;
    leaveForWechat(params).then(
      (left) => left || setPhase({ kind: 'form', oauthCode: null }),
      (error: unknown) => {
        console.warn('[register] WeChat authorisation unavailable; registering without it', error);
        setPhase({ kind: 'form', oauthCode: null });
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page, as said above: the state is single use.
  }, []);

  if (phase.kind === 'redirecting') return <MessagePage message={t('wechat.redirecting')} busy />;
  const context: RegistrationContext = {
    miniopenid: params.get('miniopenid') ?? undefined,
    orgid: params.get('orgid') ?? undefined,
    oauthCode: phase.oauthCode ?? undefined,
  };
  return <MiniRegisterForm context={context} />;
}
