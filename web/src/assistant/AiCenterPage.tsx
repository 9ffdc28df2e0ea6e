import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../app';
import { ChatView } from './ChatView';
import { aiCenterChat } from './assistant';
import './assistant.css';

/**
 * The page the smart customer-service dialog embeds (`/aicenter?token=…`): no learner shell and no
 * session, the same chat asked with the token; an expired token says so (errors.assistant.tokenInvalid).
 */
export function AiCenterPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const store = useMemo(() => aiCenterChat(token), [token]);
  return (
    <main className="aicenter-page" data-testid="aicenter">
      <h1 className="visually-hidden">{t('assistant.service')}</h1>
      <ChatView store={store} />
    </main>
  );
}
