import type { CenterResponse } from '../schemas/learnerTasks.js';
import type { SessionStore } from '../session/sessionStore.js';
import { centreOwnerKey, type CentreOwner, type CentreState, type CentreStore } from './centreStore.js';

/** Whose centre a signed-in user sees (null signed out). */
export function centreOwnerOf(user: { id: string; orgid?: string } | null | undefined): CentreOwner | null {
  return user ? { userId: user.id, orgId: user.orgid ?? '' } : null;
}

/** What a centre page shows for `owner`: nothing (loading) until the store holds that owner's centre. */
export interface CentreView {
  centre: CenterResponse | null;
  /** The centre shown was kept on the device; the fresh one could not be fetched for want of a network. */
  offline: boolean;
  /** Why the last refresh failed, when it is not the offline notice's (null otherwise). */
  failure: unknown;
  /** Nothing to show yet: neither a kept nor a fresh centre, and no failure. */
  loading: boolean;
}

const LOADING: CentreView = { centre: null, offline: false, failure: null, loading: true };

/** The centre store's state as `owner`'s page shows it; another owner's centre is never shown. */
export function selectCentreView(state: CentreState, owner: CentreOwner | null): CentreView {
  if (!owner || state.owner !== centreOwnerKey(owner)) return LOADING;
  const failure = state.failure !== null && !state.offline ? state.failure : null;
  return { centre: state.centre, offline: state.offline, failure, loading: state.centre === null && failure === null };
}

/**
 * Signing out, or another user signing in: the centre held and kept on the device is nobody's on
 * screen now, so it is forgotten (and removed from the device). Returns the unsubscribe.
 */
export function forgetCentreOnUserChange(centre: CentreStore, session: SessionStore): () => void {
  return session.subscribe((state, previous) => {
    if (state.user?.id !== previous.user?.id) centre.getState().forget();
  });
}
