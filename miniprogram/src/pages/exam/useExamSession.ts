import { useEffect, useMemo } from 'react'
import { useStore } from 'zustand'
import { createExamSessionStore, phaseOf } from '@peilian/shared'
import { examApi, examDevice, newSaveIds, phoneConnectivity } from '../../services/exam'

/**
 * The exam of a child task (shared `createExamSessionStore`): online from the server merged with
 * the answers this phone still holds, offline from the copy the phone kept in WeChat storage.
 */
export function useExamSession(userId: string, childId: string) {
  const store = useMemo(
    () => createExamSessionStore({ childId, device: examDevice(userId, childId), calls: examApi, connectivity: phoneConnectivity, newSaveIds }),
    [userId, childId],
  )
  useEffect(() => {
    void store.getState().load()
    return () => store.getState().stop()
  }, [store])
  const phase = useStore(store, phaseOf)
  const { load, begin } = store.getState()
  return { phase, load, begin }
}
