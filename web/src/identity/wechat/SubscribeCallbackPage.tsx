import type { SubscribeResponse } from '@peilian/shared';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../app';
import { MessagePage } from '../../components/MessagePage';
import { errorMessage } from '../../lib/errorMessage';
import { subscribeWithCode } from './subscribeApi';
import { SubscribeVerifyPage } from './SubscribeVerifyPage';

type State = { phase: 'busy' } | { phase: 'answered'; answer: SubscribeResponse } | { phase: 'failed'; message: string };

/**
 * /wxcallback/subscrib?code&state (spec §2.6): the official account's OAuth callback. With a
 * learner's ticket the subscription is made ('verification passed'); without, the PC subscription
 * verification page asks who the follower is.
 */
export function SubscribeCallbackPage() {
  const t = useT();
  const [params] = useSearchParams();
  const [state, setState] = useState<State>({ phase: 'busy' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = params.get('code');
    if (!code) {
      setState({ phase: 'failed', message: t('notices.rules.linkInvalid') });
      return;
    }
    subscribeWithCode(code, params.get('state') ?? '').then(
      (answer) => setState({ phase: 'answered', answer }),
      (error: unknown) => setState({ phase: 'failed', message: errorMessage(error, t, 'notices.verify.failed') }),
    );
  }, [params, t]);

  if (state.phase === 'busy') return <MessagePage busy />;
  if (state.phase === 'failed') return <MessagePage message={state.message} tone="error" />;
  if (state.answer.bound) return <MessagePage message={t('notices.verify.passed')} tone="success" />;
  return <SubscribeVerifyPage ticket={state.answer.ticket} orgname={state.answer.orgname} />;
}
