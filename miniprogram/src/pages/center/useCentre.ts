import { useCallback, useEffect, useRef, useState } from 'react'
import { isNetworkFailure, type CenterResponse } from '@peilian/shared'
import { centreCache, mediaReporter, training } from '../../services/training'

export interface CentreState {
  centre: CenterResponse | null
  /** Showing the last list kept on the phone because the server cannot be reached. */
  offline: boolean
  /** The last failure when there is nothing to show in its place. */
  error: unknown
  loading: boolean
}

/**
 * The signed-in learner's training centre: loaded from the server and kept in storage; when the
 * phone is offline the last kept list is shown instead. Progress left unsent is sent first.
 */
export function useCentre(userId: string | undefined): [CentreState, () => Promise<void>] {
  const [state, setState] = useState<CentreState>({ centre: null, offline: false, error: null, loading: false })
  const live = useRef(true)
  useEffect(() => () => void (live.current = false), [])

  const load = useCallback(async () => {
    if (!userId) return
    setState((previous) => ({ ...previous, loading: true }))
    // Seconds measured offline reach the server before the list that shows them is read.
    await mediaReporter.flush().catch(() => undefined)
    let next: (previous: CentreState) => CentreState
    try {
      const centre = await training.centre()
      centreCache.save(userId, centre)
      next = () => ({ centre, offline: false, error: null, loading: false })
    } catch (error) {
      const cached = isNetworkFailure(error) ? centreCache.load(userId) : null
      // A failed refresh keeps what is on screen and says why.
      next = (previous) => (cached ? { centre: cached, offline: true, error: null, loading: false } : { ...previous, error, loading: false })
    }
    if (live.current) setState(next)
  }, [userId])

  return [state, load]
}
