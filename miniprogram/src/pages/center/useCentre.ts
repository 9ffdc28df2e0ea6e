import { useCallback } from 'react'
import { useStore } from 'zustand'
import { centreOwnerKey, type CenterResponse } from '@peilian/shared'
import { centreStore } from '../../services/training'
import { useSession } from '../../stores/session'

export interface CentreState {
  centre: CenterResponse | null
  /** Showing the last list kept on the phone because the server cannot be reached. */
  offline: boolean
  /** The last failure, when it is not the offline notice's (a list on screen stays). */
  error: unknown
  loading: boolean
}

/**
 * The signed-in learner's training centre (shared's centre store): the list kept on the phone shows
 * at once — also offline, with the notice — while the fresh one is asked for. Only the learner's own
 * list is ever shown.
 */
export function useCentre(): [CentreState, () => Promise<void>] {
  const userId = useSession((state) => state.user?.id)
  const orgId = useSession((state) => state.user?.orgid ?? '')
  const store = useStore(centreStore)
  const load = useCallback(async () => {
    if (userId) await centreStore.getState().open({ userId, orgId })
  }, [userId, orgId])

  if (!userId || store.owner !== centreOwnerKey({ userId, orgId })) return [{ centre: null, offline: false, error: null, loading: true }, load]
  const error = store.failure !== null && !store.offline ? store.failure : null
  return [{ centre: store.centre, offline: store.offline, error, loading: store.status === 'loading' }, load]
}
