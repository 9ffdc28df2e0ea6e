import { useCallback } from 'react'
import { useStore } from 'zustand'
import { centreOwnerOf, selectTaskDetailView, type TaskDetailResponse } from '@peilian/shared'
import { taskDetailStore } from '../../services/taskDetail'
import { sessionStore, useSession } from '../../stores/session'

export interface TaskDetailState {
  detail: TaskDetailResponse | null
  /** Showing the detail kept on the phone because the server cannot be reached. */
  offline: boolean
  /** Why the detail could not be loaded (nothing kept, or a refusal). */
  error: unknown
}

/**
 * The signed-in learner's detail of a package (shared's task detail store): the detail kept on the
 * phone shows at once — offline too, with the notice — while the fresh one is asked for.
 */
export function useTaskDetail(packageId: string): [TaskDetailState, () => Promise<void>] {
  const owner = centreOwnerOf(useSession((state) => state.user))
  const store = useStore(taskDetailStore)
  // Opens the package for whoever is signed in when it runs (every show of the page).
  const load = useCallback(async () => {
    const current = centreOwnerOf(sessionStore.getState().user)
    if (current) await taskDetailStore.getState().open(current, packageId)
  }, [packageId])

  const { detail, offline, failure } = selectTaskDetailView(store, owner, packageId)
  return [{ detail, offline, error: failure }, load]
}
