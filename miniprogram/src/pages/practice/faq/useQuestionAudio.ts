import { useCallback, useEffect } from 'react'
import type { FaqDrillStore } from '@peilian/shared'
import { lineClip, playClip, stopAudio } from '../../../lib/audio'
import { downloadQuestionAudio } from '../../../services/practice'

/**
 * The customer asks question `seq` aloud while `asking`: its audio (`faq.questionAudio`) downloaded
 * to a file and played with an InnerAudioContext. When it ends — or cannot be fetched or played —
 * the store hears `questionSpoken`, so the thinking or answer time always starts. Returns the skip,
 * which stops the audio and starts the time at once.
 */
export function useQuestionAudio(store: FaqDrillStore, drillId: string, seq: number, asking: boolean): () => void {
  useEffect(() => {
    if (!asking || !drillId) return
    // A question left (skipped, answered, the page gone) must not end the asking of the next one.
    let live = true
    const spoken = () => {
      if (live) store.getState().questionSpoken()
    }
    lineClip(`faq|${drillId}|${seq}`, () => downloadQuestionAudio(drillId, seq))
      .then((path) => (live ? playClip(path) : undefined))
      .then(spoken, spoken)
    return () => {
      live = false
      stopAudio()
    }
  }, [store, drillId, seq, asking])

  return useCallback(() => {
    stopAudio()
    store.getState().questionSpoken()
  }, [store])
}
