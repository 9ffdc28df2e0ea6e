import { useEffect, useState } from 'react';
import { useT } from '../app';
import { QrCode } from '../components/QrCode';
import { loadTaskMessages, type TaskMessageState } from './taskMessages';
import './notices.css';

const QR_SIZE = 160;

/**
 * The personal centre's task-message card (§3 subscription setting): when the organisation sends
 * task messages through the official account and this learner has not followed it, the QR to scan
 * with the follow prompt; once followed, a line saying so; otherwise nothing.
 */
export function TaskMessageCard() {
  const t = useT();
  const [state, setState] = useState<TaskMessageState>({ kind: 'none' });
  useEffect(() => {
    let live = true;
    loadTaskMessages().then(
      (next) => live && setState(next),
      (error: unknown) => console.warn('[notices] task-message setting unavailable', error),
    );
    return () => {
      live = false;
    };
  }, []);

  if (state.kind === 'none') return null;
  return (
    <section className="task-message-card" data-testid="task-message-card" aria-labelledby="task-message-title">
      <h2 id="task-message-title">{t('notices.follow.card')}</h2>
      {state.kind === 'subscribed' ? (
        <p data-testid="task-message-subscribed">{t('notices.follow.subscribed')}</p>
      ) : (
        <>
          <QrCode value={state.url} size={QR_SIZE} label={t('notices.follow.qrLabel')} testId="task-message-qr" />
          <p>{t('notices.follow.prompt')}</p>
        </>
      )}
    </section>
  );
}
