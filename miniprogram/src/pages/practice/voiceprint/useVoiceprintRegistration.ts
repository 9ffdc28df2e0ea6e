import { useEffect, useState } from 'react'
import type { Translate, VoiceprintNotice, VoiceprintStore, VoiceprintStoreState } from '@peilian/shared'
import { useStore } from 'zustand'
import { createVoiceprintRegistration } from '../../../services/voiceprintRegistration'

/** The page's own registration store: opened (the socket, the text to read) as it mounts, closed (socket, heartbeat, recorder) as it goes. */
export function useVoiceprintRegistration(): VoiceprintStore {
  const [store] = useState(createVoiceprintRegistration)
  useEffect(() => {
    void store.getState().open()
    return () => store.getState().close()
  }, [store])
  return store
}

/** One value of the registration's store. */
export const useVoiceprintValue = <T>(store: VoiceprintStore, pick: (state: VoiceprintStoreState) => T): T => useStore(store, pick)

/** A voiceprint message in the user's language: the server's words as they are, a key translated. */
export function noticeText(notice: VoiceprintNotice | null, t: Translate): string | null {
  if (!notice) return null
  return 'text' in notice ? notice.text : t(notice.key, notice.params)
}
