import { LOGOUT_TIMEOUT_MS, type StoredUser } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { learnerApi, sessionStore, signIn, usePermissionContext, useT } from '../../app';
import { MessagePage } from '../../components/MessagePage';
import { isDeclarationOrg } from '../../config/site';
import { errorMessage } from '../../lib/errorMessage';
import { LOGGED_OUT_PATH, LOGIN_PATH, postLoginPath } from '../../routes';
import { checkAuthCode } from './authcodeApi';
import { authCodeTarget } from './returnUrl';
import { showToast } from '../../components/toast';

/** The failure stays readable on the login page the visitor is returned to. */
const FAILURE_TOAST_MS = 4000;

/**
 * /authcode?authcode&userid&returnUrl&fp — authorisation-code sign-in (spec §2.4). Special-class
 * organisations first see the declaration; cancelling signs out again and opens the logout page.
 * Success continues to the returnUrl's page or the role's landing page; failure shows the error,
 * clears the stored user and returns to login.
 */
export function AuthCodePage() {
  const t = useT();
  const navigate = useNavigate();
  const context = usePermissionContext();
  const [params] = useSearchParams();
  const [declaring, setDeclaring] = useState<StoredUser | null>(null);
  const started = useRef(false);

  const proceed = (user: StoredUser) => {
    signIn(user);
    navigate(authCodeTarget(params.get('returnUrl')) ?? postLoginPath(null, user, context), { replace: true });
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    checkAuthCode(params.get('authcode') ?? '', params.get('userid') ?? '').then(
      (user) => (isDeclarationOrg(user.orgid) ? setDeclaring(user) : proceed(user)),
      (error: unknown) => {
        showToast({ content: errorMessage(error, t, 'errors.authcodeInvalid'), duration: FAILURE_TOAST_MS });
        sessionStore.getState().clear();
        navigate(LOGIN_PATH, { replace: true });
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Runs once per visit: an authorisation code is single use (the ref also covers StrictMode).
  }, []);

  const decline = async (user: StoredUser) => {
    signIn(user);
    try {
      await learnerApi.session.logout({}, { timeoutMs: LOGOUT_TIMEOUT_MS });
    } catch (error) {
      console.warn('[authcode] server logout failed', error);
    }
    sessionStore.getState().clear();
    navigate(LOGGED_OUT_PATH, { replace: true });
  };

  if (!declaring) return <MessagePage message={t('authcode.signingIn')} busy />;
  return (
    <MessagePage title={t('authcode.declarationTitle')} message={t('authcode.declarationBody')}>
      <Button block color="primary" onClick={() => proceed(declaring)} data-testid="declaration-agree">
        {t('authcode.agree')}
      </Button>
      <Button block onClick={() => void decline(declaring)} data-testid="declaration-cancel">
        {t('common.cancel')}
      </Button>
    </MessagePage>
  );
}
