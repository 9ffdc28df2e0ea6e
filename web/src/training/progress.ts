import { createProgressSender } from '@peilian/shared';
import { useEffect } from 'react';
import { sessionStore } from '../app/services';
import { createLocalOutbox } from './progressOutbox';
import { sendProgress } from './trainingApi';

/** The app's one progress sender over the signed-in learner's outbox in localStorage. */
export const progressSender = createProgressSender(sendProgress, () => createLocalOutbox(sessionStore.getState().user?.id ?? 'anonymous'));

/** Sends the signed-in learner's unsent study time (all of it, or a child task's). */
export function flushLearnerOutbox(childId?: string): Promise<void> {
  return sessionStore.getState().user ? progressSender.flush(childId) : Promise.resolve();
}

/** Sends unsent study time when a learner page opens and whenever the connection comes back. */
export function useOutboxFlush(): void {
  useEffect(() => {
    const flush = () => void flushLearnerOutbox();
    flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, []);
}
