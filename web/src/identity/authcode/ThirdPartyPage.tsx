import { useEffect, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { sessionStore, signIn, usePermissionContext, useT } from '../../app';
import { MessagePage } from '../../components/MessagePage';
import { errorMessage } from '../../lib/errorMessage';
import { postLoginPath } from '../../routes';
import { userForHostToken } from './authcodeApi';
import { inAppRoute } from './returnUrl';

/**
 * /pages/thirdparty/index?token&simple&returnUrl (spec §2.5): a host page embeds Peilian with its
 * token. The same stored token goes straight on; otherwise the token's user is fetched
 * (`POST api/ssologin` when the host names the user: errcode 0 signs in, 2 confirms the session). The user is kept in third-party mode (thirdparty 1, the
 * host's `simple` flag). Failure shows errmsg, msg or errmessage and clears the user.
 */
export function ThirdPartyPage() {
  const t = useT();
  const context = usePermissionContext();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const stored = sessionStore.getState().user;
  const [target, setTarget] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);
  const returnTo = inAppRoute(params.get('returnUrl'), window.location.origin);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (stored && stored.token === token) {
      setTarget(postLoginPath(returnTo, stored, context));
      return;
    }
    userForHostToken(token, params.get('userid')).then(
      (user) => {
        const simple = Number(params.get('simple') ?? user.simple) || 0;
        const kept = signIn({ ...user, thirdparty: 1, simple });
        setTarget(postLoginPath(returnTo, kept, context));
      },
      (error: unknown) => {
        sessionStore.getState().clear();
        setFailure(errorMessage(error, t));
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Runs once per visit (the ref also covers StrictMode's double effect).
  }, []);

  if (target) return <Navigate to={target} replace />;
  return failure ? <MessagePage message={failure} tone="error" /> : <MessagePage message={t('authcode.signingIn')} busy />;
}
