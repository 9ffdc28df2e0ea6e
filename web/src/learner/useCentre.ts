import { isNetworkFailure, type CenterResponse } from '@peilian/shared';
import { useCallback, useEffect, useState } from 'react';
import { useSession, useT } from '../app/hooks';
import { errorMessage } from '../identity/errorMessage';
import { loadCachedCentre, saveCachedCentre } from '../training/centreCache';
import { centrePrefetch } from '../training/centrePrefetch';

export type CentreState = { status: 'loading' } | { status: 'ready'; centre: CenterResponse; offline: boolean } | { status: 'failed'; message: string };

/**
 * The learner's training centre: from the server when it answers (and then kept for offline use),
 * else the last copy with the offline flag. Reloads when the connection comes back.
 */
export function useCentre() {
  const t = useT();
  const userId = useSession((state) => state.user?.id ?? '');
  const [state, setState] = useState<CentreState>({ status: 'loading' });

  const load = useCallback(async () => {
    if (!userId) return;
    try {
      const centre = await centrePrefetch.answer();
      setState({ status: 'ready', centre, offline: false });
      await saveCachedCentre(userId, centre);
    } catch (error) {
      const cached = isNetworkFailure(error) ? await loadCachedCentre(userId) : null;
      if (cached) setState({ status: 'ready', centre: cached.centre, offline: true });
      else setState({ status: 'failed', message: errorMessage(error, t, 'learnerTraining.centre.loadFailed') });
    }
  }, [userId, t]);

  useEffect(() => {
    void load();
    const online = () => void load();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [load]);

  return { state, reload: load };
}
