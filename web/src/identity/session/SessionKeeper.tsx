import { keepOnline } from '@peilian/shared';
import { useEffect } from 'react';
import { learnerApi, sessionStore } from '../../app';
import { whenIdleAfterLoad } from '../../lib/idle';

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
 * session through the client's onLogout. The first beat waits until the page has loaded and the
 * phone is idle: it tells nobody anything the first paint needs.
 */
export function SessionKeeper() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    const cancel = whenIdleAfterLoad(() => {
      stop = keepOnline({ session: sessionStore, beat: () => learnerApi.session.heartbeat({}, { checkonline: true }), watchVisible });
    });
    return () => {
      cancel();
      stop?.();
    };
  }, []);
  return null;
}
