import type { ChatStore } from '@peilian/shared';
import { useId, type FormEvent, type KeyboardEvent } from 'react';
import { useStore } from 'zustand';
import { useT } from '../app';

/** The question box: Enter sends (Shift+Enter a new line), the rule's message under it when a send is refused. */
export function ChatBox({ store }: { store: ChatStore }) {
  const t = useT();
  const id = useId();
  const { draft, pending, invalid, setDraft, ask } = useStore(store);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    void ask();
  };
  const onKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };
  return (
    <form className="chat-box" onSubmit={submit} noValidate>
      <label htmlFor={id} className="visually-hidden">
        {t('assistant.chat.question')}
      </label>
      <textarea
        id={id}
        rows={2}
        value={draft}
        placeholder={t('assistant.chat.placeholder')}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKey}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? `${id}-invalid` : undefined}
        data-testid="chat-input"
      />
      <button type="submit" className="chat-send" disabled={pending} data-testid="chat-send">
        {t('assistant.chat.send')}
      </button>
      {invalid && (
        <p id={`${id}-invalid`} className="chat-invalid" role="alert" data-testid="chat-invalid">
          {t(invalid)}
        </p>
      )}
    </form>
  );
}
