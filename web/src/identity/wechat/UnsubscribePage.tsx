import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../app';
import { MessagePage } from '../../components/MessagePage';
import { errorMessage } from '../../lib/errorMessage';
import { unsubscribeDailyPush } from './wechatApi';

type State = { step: 'confirm' | 'sending' | 'done' } | { step: 'failed'; error: string };

/**
 * /wxcall/unsubscribe?id&org (learner-and-session §2.6, admin §2): the link of a daily operations
 * data push. `id` is the recipient's subscription id, `org` the organisation's name for the prompt.
 * Confirm, then 'unsubscribed successfully, please close this page'; a link without an id says it
 * is not valid without calling the server, and the server's refusal of a bad one is shown as such.
 */
export function UnsubscribePage() {
  const t = useT();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const org = params.get('org')?.trim() ?? '';
  if (!id) return <MessagePage message={t('errors.unsubscribeLinkInvalid')} tone="error" />;
  // Another link opened in the same tab starts over.
  return <UnsubscribeConfirm key={id} id={id} org={org} />;
}

function UnsubscribeConfirm({ id, org }: { id: string; org: string }) {
  const t = useT();
  const [state, setState] = useState<State>({ step: 'confirm' });

  if (state.step === 'done') return <MessagePage message={t('wechat.unsubscribed')} tone="success" />;

  const confirm = async () => {
    setState({ step: 'sending' });
    try {
      await unsubscribeDailyPush(id);
      setState({ step: 'done' });
    } catch (error) {
      setState({ step: 'failed', error: errorMessage(error, t) });
    }
  };

  return (
    <MessagePage message={org ? t('wechat.unsubscribeConfirm', { org }) : t('wechat.unsubscribeConfirmAny')}>
      {state.step === 'failed' && (
        <span className="field-error" role="alert" data-testid="unsubscribe-error">
          {state.error}
        </span>
      )}
      <Button block color="primary" loading={state.step === 'sending'} onClick={() => void confirm()} data-testid="unsubscribe">
        {t('wechat.unsubscribeButton')}
      </Button>
    </MessagePage>
  );
}
