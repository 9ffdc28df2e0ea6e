import { ApiError, type ChatEntry, type ChatStore } from '@peilian/shared';
import { useStore } from 'zustand';
import { useT } from '../app';
import { errorMessage } from '../lib/errorMessage';
import { ChatBox } from './ChatBox';
import { ChatEntryView } from './ChatEntryView';

/** The failures after which asking again cannot help: the assistant off, smart knowledge not the organisation's, the dialog's token expired. */
const BLOCKING = new Set(['errors.assistant.disabled', 'errors.assistant.notDealer', 'errors.assistant.tokenInvalid']);

function blockingFailure(entries: readonly ChatEntry[]): ApiError | null {
  const last = entries.at(-1);
  return last?.status === 'failed' && last.error instanceof ApiError && last.error.key && BLOCKING.has(last.error.key) ? last.error : null;
}

/** The knowledge chat of 智能知识 and of the customer-service page: the conversation and the box, or why it cannot go on. */
export function ChatView({ store }: { store: ChatStore }) {
  const t = useT();
  const entries = useStore(store, (state) => state.entries);
  const blocked = blockingFailure(entries);
  return (
    <div className="chat" data-testid="chat">
      <ol className="chat-log" aria-label={t('assistant.chat.conversation')}>
        <li className="chat-intro">{t('assistant.chat.intro')}</li>
        {entries.map((entry) => (
          <ChatEntryView key={entry.id} entry={entry} store={store} />
        ))}
      </ol>
      {blocked ? (
        <p className="chat-blocked" role="alert" data-testid="chat-blocked" data-key={blocked.key}>
          {errorMessage(blocked, t)}
        </p>
      ) : (
        <ChatBox store={store} />
      )}
    </div>
  );
}
