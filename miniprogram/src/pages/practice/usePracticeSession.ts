import { useEffect, useState } from 'react'
import { useStore } from 'zustand'
import { createPracticeSessionStore, practiceErrorMessage, systemClock, type PracticeSession } from '@peilian/shared'
import { useTranslate } from '../../hooks/useTranslate'
import { customerAudio } from '../../lib/audio'
import { callAudio } from '../../lib/callAudio'
import { connectRealtime, realtimePort, type RealtimeSocket } from '../../lib/socket'
import { taroStorage } from '../../lib/storage'
import { downloadCallSound, downloadVoiceFile } from '../../services/practice'
import { useSession } from '../../stores/session'

/** The shared practice store's state and actions, with the live socket (spoken answers stream over it) and the last failure worded. */
export interface PracticeSessionApi extends Omit<PracticeSession<never>, 'attach' | 'error'> {
  socket: RealtimeSocket | null
  /** The last refusal, as the server worded it (errmsg), or a network failure. */
  error: string
}

interface Options {
  /** The session to join; '' before one is started. */
  sessionId: string
  scenarioId: string
  /** A scenario child task's practice starts by the task (the server resolves its scenario and gate). */
  childId: string
}

/**
 * Binds the shared practice store (`createPracticeSessionStore`) to the page: a socket (lib/socket)
 * per signed-in token and language, the customer's audio, the call's ringtone and ambience
 * (lib/callAudio), and WeChat storage for a free practice's running session.
 */
export function usePracticeSession({ sessionId, scenarioId, childId }: Options): PracticeSessionApi {
  const t = useTranslate()
  const language = useSession((state) => state.language)
  const token = useSession((state) => state.user?.token ?? '')
  const [store] = useState(() =>
    createPracticeSessionStore({
      clock: systemClock,
      storage: taroStorage,
      audio: customerAudio(downloadVoiceFile),
      callAudio: callAudio(downloadCallSound),
      sessionId,
      scenarioId,
      childId,
    }),
  )
  const [socket, setSocket] = useState<RealtimeSocket | null>(null)
  useEffect(() => {
    if (!token) return
    const next = connectRealtime(token, language)
    setSocket(next)
    const detach = store.getState().attach(realtimePort(next))
    return () => {
      detach()
      setSocket(null)
    }
  }, [store, token, language])
  const state = useStore(store)
  return { ...state, socket, error: practiceErrorMessage(state.error, t) }
}
