import { createExamSessionStore, phaseOf, type OutboxConnectivity } from '@peilian/shared';
import { useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import { learnerApi } from '../app';
import { examDevice } from './examStore';
import { newSaveId } from './saveId';

/** The browser's word on the connection: its `online`/`offline` events and `navigator.onLine`. */
const browserConnectivity: OutboxConnectivity = {
  online: () => navigator.onLine,
  watch({ resume, lost }) {
    window.addEventListener('online', resume);
    window.addEventListener('offline', lost);
    return () => {
      window.removeEventListener('online', resume);
      window.removeEventListener('offline', lost);
    };
  },
};

/** The exam of a child task (shared `createExamSessionStore`), its answers kept in IndexedDB. */
export function useExamSession(userId: string, childId: string) {
  const store = useMemo(
    () =>
      createExamSessionStore({
        childId,
        device: examDevice(userId, childId),
        calls: learnerApi.exam,
        connectivity: browserConnectivity,
        newSaveIds: () => Promise.resolve(newSaveId),
        report: (what, error) => console.warn(`[exam] ${what}`, error),
      }),
    [userId, childId],
  );
  useEffect(() => {
    if (userId && childId) void store.getState().load();
    return () => store.getState().stop();
  }, [store, userId, childId]);
  const phase = useStore(store, phaseOf);
  const { load, begin, showResult } = store.getState();
  return { phase, load, begin, showResult };
}
