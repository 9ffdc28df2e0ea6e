import type { CenterResponse } from '@peilian/shared';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { useSession, useT } from '../app/hooks';
import { errorMessage } from '../identity/errorMessage';
import { centreOwner, centreOwnerOf, centreStore, openCentre, prefetchCentre } from '../training/centreStore';

export type CentreState = { status: 'loading' } | { status: 'ready'; centre: CenterResponse; offline: boolean } | { status: 'failed'; message: string };

const reload = () => centreStore.getState().reload();

/**
 * The learner's training centre (stale-while-revalidate, shared's centre store): the answer kept on
 * the device shows at once — no spinner — while the fresh one is asked for; offline the kept one
 * stays with the offline flag. Reloads when the connection comes back. Only the signed-in user's
 * own centre is ever shown.
 */
export function useCentre(): { state: CentreState; reload: () => Promise<void> } {
  const t = useT();
  const owner = useSession((state) => centreOwnerOf(centreOwner(state)));
  // Before the first render: a kept centre is then in the store for it (storage is synchronous).
  useState(prefetchCentre);
  const store = useStore(centreStore);

  useEffect(() => {
    openCentre();
    const online = () => void reload();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [owner]);

  let state: CentreState = { status: 'loading' };
  if (store.owner === owner && store.centre) state = { status: 'ready', centre: store.centre, offline: store.offline };
  else if (store.owner === owner && store.status === 'failed')
    state = { status: 'failed', message: errorMessage(store.failure, t, 'learnerTraining.centre.loadFailed') };
  return { state, reload };
}
