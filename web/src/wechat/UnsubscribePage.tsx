import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../app/hooks';
import { MessagePage } from '../components/MessagePage';
import { errorMessage } from '../identity/errorMessage';
import { unsubscribeDailyPush } from './wechatApi';

/** /wxcall/unsubscribe?id&org (spec §2.6, admin §2): confirm, then 'unsubscribed successfully, please close this page'. */
export function UnsubscribePage() {
  const t = useT();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [state, setState] = useState<{ busy: boolean; done: boolean; error: string | null }>({ busy: false, done: false, error: null });

  const confirm = async () => {
    setState({ busy: true, done: false, error: null });
    try {
      await unsubscribeDailyPush(id);
      setState({ busy: false, done: true, error: null });
    } catch (error) {
      setState({ busy: false, done: false, error: errorMessage(error, t) });
    }
  };

  if (state.done) return <MessagePage message={t('wechat.unsubscribed')} tone="success" />;
  return (
    <MessagePage message={t('wechat.unsubscribeConfirm', { org: params.get('org') ?? '' })}>
      {state.error && (
        <span className="field-error" role="alert" data-testid="unsubscribe-error">
          {state.error}
        </span>
      )}
      <Button block color="primary" loading={state.busy} disabled={!id} onClick={() => void confirm()} data-testid="unsubscribe">
        {t('wechat.unsubscribeButton')}
      </Button>
    </MessagePage>
  );
}
