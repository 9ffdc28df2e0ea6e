import { useEffect } from 'react';
import { sessionStore } from '../app/services';
import { flushOutbox, type FlushDeps } from './outboxFlush';
import { createProgressOutbox, type PendingProgress } from './progressOutbox';
import { fetchMediaTask, sendProgress } from './trainingApi';

/** The app's one outbox of unsent study time (localStorage). */
export const progressOutbox = createProgressOutbox();

async function creditedNow(childId: string, mediaId: string): Promise<number> {
  const { media } = await fetchMediaTask(childId);
  return media.find((item) => item.id === mediaId)?.credited ?? 0;
}

export const flushDeps: FlushDeps = { outbox: progressOutbox, send: sendProgress, creditedNow };

/** Sends the signed-in learner's unsent study time (all of it, or the entries `only` picks). */
export function flushLearnerOutbox(only?: (entry: PendingProgress) => boolean): Promise<void> {
  const userId = sessionStore.getState().user?.id;
  return userId ? flushOutbox(userId, flushDeps, only) : Promise.resolve();
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
