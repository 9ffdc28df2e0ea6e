import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../app';
import { MessagePage } from '../../components/MessagePage';
import { errorMessage } from '../../lib/errorMessage';
import { subscribeAuthoriseUrl } from './subscribeApi';

/**
 * /wxcall/subscrib?state (spec §2.6; the link of the personal centre's follow QR): sends the browser
 * to the official account's authorise page, which returns to /wxcallback/subscrib with a code and
 * the state kept. Without WeChat configured the server's refusal is shown.
 */
export function SubscribeCallPage() {
  const t = useT();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    subscribeAuthoriseUrl(params.get('state') ?? '').then(
      (url) => window.location.replace(url),
      (error: unknown) => setFailure(errorMessage(error, t, 'errors.wechatFailed')),
    );
  }, [params, t]);

  if (!failure) return <MessagePage message={t('notices.verify.redirecting')} busy />;
  return <MessagePage message={failure} tone="error" />;
}
