import { useEffect } from 'react';
import { useSession } from '../app/hooks';
import { learnerApi } from '../app/services';
import { startHeartbeat } from './heartbeat';

/**
 * Keeps a signed-in session alive: the online heartbeat every 30 s and on visibility regain. A
 * forced-logout code in its answer (10001 after a sign-in elsewhere) ends the session through the
 * client's onLogout; other failures are only logged.
 */
export function SessionKeeper() {
  const token = useSession((state) => state.user?.token ?? null);
  useEffect(() => {
    if (!token) return;
    return startHeartbeat(() => {
      learnerApi.session.heartbeat({}, { checkonline: true }).catch((error: unknown) => console.warn('[session] heartbeat failed', error));
    });
  }, [token]);
  return null;
}
