import { keepOnline } from '@peilian/shared';
import { useEffect } from 'react';
import { learnerApi, sessionStore } from '../../app';

/** The document's return to the foreground (background tabs throttle timers). */
function watchVisible(listener: () => void): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'visible') listener();
  };
  document.addEventListener('visibilitychange', onVisibility);
  return () => document.removeEventListener('visibilitychange', onVisibility);
}

/**
 * Keeps a signed-in session alive (shared `keepOnline`): the online heartbeat every 30 s and on
 * visibility regain. A forced-logout code in its answer (10001 after a sign-in elsewhere) ends the
 * session through the client's onLogout.
 */
export function SessionKeeper() {
  useEffect(() => keepOnline({ session: sessionStore, beat: () => learnerApi.session.heartbeat({}, { checkonline: true }), watchVisible }), []);
  return null;
}
