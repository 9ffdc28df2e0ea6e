import { createFaqDrillStore, systemClock, type FaqDrillStore } from '@peilian/shared';
import { useEffect, useRef, useState } from 'react';
import { useLanguage, useSession } from '../app';
import { connectPractice, type PracticeSocket } from '../practice';
import { faqCalls } from './faqApi';
import { drillStorage } from './paths';

/**
 * Binds the shared quick Q&A store (`createFaqDrillStore`) to the page: the learner endpoint table,
 * the system clock and localStorage under the learner's name; loads it on mount, sends what waits
 * as soon as the browser says the network is back, and stops its timers when the page closes.
 */
export function useFaqDrill(childTaskId: string, checkinId = ''): FaqDrillStore {
  const userId = useSession((state) => state.user?.id ?? '');
  const [store] = useState(() => createFaqDrillStore({ childTaskId, checkinId, calls: faqCalls, clock: systemClock, storage: drillStorage(userId) }));
  // Loaded once per store: StrictMode's second mount must not draw a second free drill.
  const loaded = useRef(false);
  useEffect(() => {
    if (!loaded.current) void store.getState().load();
    loaded.current = true;
    const online = () => void store.getState().retry();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      store.getState().stop();
    };
  }, [store]);
  return store;
}

/**
 * The signed-in learner's socket while the drill is open: spoken answers stream over it to the
 * server's recogniser (the practice connection, same handshake); closed with the page.
 */
export function useDrillSocket(): PracticeSocket | null {
  const token = useSession((state) => state.user?.token ?? '');
  const language = useLanguage();
  const [socket, setSocket] = useState<PracticeSocket | null>(null);
  useEffect(() => {
    if (!token) return;
    const next = connectPractice(token, language);
    setSocket(next);
    return () => {
      next.disconnect();
      setSocket(null);
    };
  }, [token, language]);
  return socket;
}
