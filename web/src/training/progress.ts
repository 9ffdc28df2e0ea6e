import { createProgressSender, systemClock, type OutboxConnectivity } from '@peilian/shared';
import { useEffect } from 'react';
import { sessionStore } from '../app';
import { createLocalOutbox } from './progressOutbox';
import { sendProgress } from './trainingApi';

/** The browser's word that the network is back. */
const browserOnline: OutboxConnectivity = {
  watch({ resume }) {
    window.addEventListener('online', resume);
    return () => window.removeEventListener('online', resume);
  },
};

/** The app's one progress sender over the signed-in learner's outbox in localStorage. */
export const progressSender = createProgressSender(sendProgress, () => createLocalOutbox(sessionStore.getState().user?.id ?? 'anonymous'), {
  clock: systemClock,
  connectivity: browserOnline,
});

/** Sends the signed-in learner's unsent study time (all of it, or a child task's). */
export function flushLearnerOutbox(childId?: string): Promise<void> {
  return sessionStore.getState().user ? progressSender.flush(childId) : Promise.resolve();
}

/** Sends unsent study time when a learner page opens, and from then on through the outbox (retries, the connection's return). */
export function useOutboxFlush(): void {
  useEffect(() => {
    if (!sessionStore.getState().user) return;
    progressSender.start();
    return () => progressSender.stop();
  }, []);
}
