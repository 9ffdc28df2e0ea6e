import { centreOwnerKey, centreOwnerOf, selectCentreView, type CenterResponse } from '@peilian/shared';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { useSession, useT } from '../app';
import { errorMessage } from '../lib/errorMessage';
import { centreStore, openCentre, prefetchCentre } from '../training';

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
  const owner = centreOwnerOf(useSession((state) => state.user));
  const ownerKey = owner && centreOwnerKey(owner);
  // Before the first render: a kept centre is then in the store for it (storage is synchronous).
  useState(prefetchCentre);
  const store = useStore(centreStore);

  useEffect(() => {
    openCentre();
    const online = () => void reload();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [ownerKey]);

  const view = selectCentreView(store, owner);
  let state: CentreState = { status: 'loading' };
  if (view.centre) state = { status: 'ready', centre: view.centre, offline: view.offline };
  else if (view.failure !== null) state = { status: 'failed', message: errorMessage(view.failure, t, 'learnerTraining.centre.loadFailed') };
  return { state, reload };
}
