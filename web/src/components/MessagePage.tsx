import type { ReactNode } from 'react';
import { Spinner } from './Spinner';

interface Props {
  title?: string;
  /** The page's main line (a result, a prompt); a spinner while absent and `busy`. */
  message?: string | null;
  tone?: 'success' | 'error' | 'info';
  busy?: boolean;
  children?: ReactNode;
}

/** A small centred page for one message and its actions (WeChat results, sign-in in progress, sign-out). */
export function MessagePage({ title, message, tone = 'info', busy, children }: Props) {
  return (
    <main className="message-page">
      {title && <h1 className="message-title">{title}</h1>}
      {busy && !message && <Spinner />}
      {message && (
        <p className={`message-text message-${tone}`} data-testid="page-message" role={tone === 'error' ? 'alert' : 'status'}>
          {message}
        </p>
      )}
      {children && <div className="message-actions">{children}</div>}
    </main>
  );
}
