import { useCallback } from 'react'
import { useStore } from 'zustand'
import { centreOwnerOf, selectCentreView, type CenterResponse } from '@peilian/shared'
import { centreStore } from '../../services/training'
import { sessionStore, useSession } from '../../stores/session'

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
  const owner = centreOwnerOf(useSession((state) => state.user))
  const store = useStore(centreStore)
  // Opens the centre of whoever is signed in when it runs (every show of the page).
  const load = useCallback(async () => {
    const current = centreOwnerOf(sessionStore.getState().user)
    if (current) await centreStore.getState().open(current)
  }, [])

  const { centre, offline, failure, loading } = selectCentreView(store, owner)
  return [{ centre, offline, error: failure, loading }, load]
}
