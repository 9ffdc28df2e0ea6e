import type { ChatEntry, ChatStore } from '@peilian/shared';
import { useT } from '../app';
import { errorMessage } from '../lib/errorMessage';
import { AnswerView } from './AnswerView';

/** One question of the conversation: the learner's words, then the answer, the wait or the failure with a retry. */
export function ChatEntryView({ entry, store }: { entry: ChatEntry; store: ChatStore }) {
  const t = useT();
  return (
    <li className="chat-entry" data-testid="chat-entry" data-status={entry.status}>
      <div className="chat-question">
        <span className="visually-hidden">{t('assistant.chat.you')}: </span>
        {entry.question}
      </div>
      <div className="chat-reply">
        <span className="visually-hidden">{t('assistant.chat.assistant')}: </span>
        {entry.status === 'pending' && (
          <span className="chat-thinking" role="status" data-testid="chat-pending">
            {t('assistant.chat.thinking')}
          </span>
        )}
        {entry.status === 'answered' && entry.answer && <AnswerView answer={entry.answer} />}
        {entry.status === 'failed' && (
          <div className="chat-failed" data-testid="chat-failed">
            <span role="alert">
              {t('assistant.chat.failed')}: {errorMessage(entry.error, t)}
            </span>
            <button type="button" className="chat-retry" onClick={() => void store.getState().retry(entry.id)} data-testid="chat-retry">
              {t('assistant.chat.retry')}
            </button>
          </div>
        )}
      </div>
    </li>
  );
}
