import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../app';
import { MessagePage } from '../../components/MessagePage';
import { bindWechat } from './wechatApi';

/** /wxcallback/bind?code&state (spec §2.6): 绑定成功 or 绑定失败，请重新绑定. */
export function WxBindCallbackPage() {
  const t = useT();
  const [params] = useSearchParams();
  const [bound, setBound] = useState<boolean | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = params.get('code');
    if (!code) {
      setBound(false);
      return;
    }
    bindWechat(code, params.get('state') ?? '').then(
      () => setBound(true),
      (error: unknown) => {
        console.warn('[wechat] binding failed', error);
        setBound(false);
      },
    );
  }, [params]);

  if (bound === null) return <MessagePage busy />;
  return <MessagePage message={t(bound ? 'wechat.bindSuccess' : 'wechat.bindFailed')} tone={bound ? 'success' : 'error'} />;
}
