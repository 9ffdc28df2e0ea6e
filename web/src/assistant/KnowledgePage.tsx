import { useState } from 'react';
import { useT } from '../app';
import { ChatView } from './ChatView';
import { DealerOnly } from './DealerOnly';
import { knowledgeChat } from './assistant';
import { ServiceDialog } from './ServiceDialog';
import './assistant.css';

/** 智能知识 (/user/service, dealer organisations only): the knowledge chat, and the smart customer-service dialog. */
export function KnowledgePage() {
  const t = useT();
  const [service, setService] = useState(false);
  return (
    <DealerOnly>
      <section className="learner-page assistant-page" data-testid="knowledge" aria-labelledby="knowledge-title">
        <div className="assistant-head">
          <h1 id="knowledge-title" className="page-title">
            {t('assistant.chat.title')}
          </h1>
          <button type="button" className="assistant-action" onClick={() => knowledgeChat.getState().clear()} data-testid="chat-clear">
            {t('assistant.chat.clear')}
          </button>
          <button
            type="button"
            className="assistant-action"
            onClick={() => setService(true)}
            data-testid="service-open"
            aria-label={t('assistant.serviceDialog.open')}
          >
            {t('assistant.service')}
          </button>
        </div>
        <ChatView store={knowledgeChat} />
        {service && <ServiceDialog onClose={() => setService(false)} />}
      </section>
    </DealerOnly>
  );
}
