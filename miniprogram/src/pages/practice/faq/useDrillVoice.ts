import { useEffect, useState } from 'react'
import { useStore } from 'zustand'
import { currentQuestion, faqVoiceChannel, type FaqDrillStore } from '@peilian/shared'
import type { RealtimeSocket } from '../../../lib/socket'
import { useVoice, type Voice } from '../useVoice'

export interface DrillVoice {
  voice: Voice
  /** Why the last recording ended without an answer, in the interface language; '' when none. */
  notice: string
  clearNotice(): void
}

/**
 * Spoken answers of the drill's current question, kept for the whole drill so the server's word
 * on recognition is asked once per connection: the partial text fills the draft, the final text is
 * sent as a spoken answer, and a recording still running when the time is up is stopped.
 */
export function useDrillVoice(store: FaqDrillStore, socket: RealtimeSocket | null): DrillVoice {
  const drillId = useStore(store, (state) => state.drill?.id ?? '')
  const seq = useStore(store, (state) => currentQuestion(state)?.seq ?? 0)
  const answering = useStore(store, (state) => state.phase === 'thinking' || state.phase === 'answering')
  const [notice, setNotice] = useState('')
  const voice = useVoice(socket, faqVoiceChannel(drillId, seq), {
    onPartial: (text) => store.getState().setDraft(text),
    onText: (text) => {
      const state = store.getState()
      state.setDraft(text)
      // A recognition that ends after the time ran out: the store already sent what stood in the box.
      if (text.trim() && (state.phase === 'thinking' || state.phase === 'answering')) void state.answer('voice', text)
    },
    onNotice: setNotice,
  })
  const recording = voice.state === 'recording'
  const { stop } = voice
  useEffect(() => {
    if (!answering && recording) void stop()
  }, [answering, recording, stop])
  return { voice, notice, clearNotice: () => setNotice('') }
}
