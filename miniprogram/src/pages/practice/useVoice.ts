import { useCallback, useEffect, useRef, useState } from 'react'
import { ERRORS, PRACTICE_CALLS, sendCall, type VoiceChannel } from '@peilian/shared'
import { useTranslate } from '../../hooks/useTranslate'
import { openRecordSetting, recordPcm, RecorderError, type Recording } from '../../lib/recorder'
import { emitOn, listenOn, type RealtimeSocket } from '../../lib/socket'

const BAD_INPUT = ERRORS['errors.invalidInput'].errcode

export type VoiceState = 'idle' | 'recording' | 'recognising'

export interface Voice {
  /** The server recognises audio (`practice:voiceConfig`); else answers are typed. */
  available: boolean
  /** The server said it recognises no audio: the learner is told to type, or to have recognition set up. */
  unavailable: boolean
  state: VoiceState
  /** The learner refused the microphone: WeChat will not ask again, only its settings can allow it. */
  denied: boolean
  start(): Promise<void>
  /** Ends the recording and hands its recognised text to `onText`. */
  stop(): Promise<void>
  /** Ends the recording unheard: the server discards it, nothing is recognised or answered; true when there was one. */
  cancel(): Promise<boolean>
  /** Opens the settings to allow the microphone; resolves true when it is allowed on return. */
  openSettings(): Promise<boolean>
}

interface Handlers {
  onPartial(text: string): void
  onText(text: string): void
  /** A message to show, already in the interface language; typing goes on. */
  onNotice(message: string): void
}

/**
 * Spoken answers recognised by the server (docs/practice.md "Voice answers") over the page's
 * socket: asks on every connect whether the server recognises audio, then per answer opens the
 * recognition on `channel`, streams the RecorderManager's 16 kHz PCM frames, shows the partial
 * text and, when the learner stops, hands the final text to `onText`; a cancelled recording is
 * discarded on the server and its partial text no longer reaches `onPartial`.
 */
export function useVoice(socket: RealtimeSocket | null, channel: VoiceChannel, handlers: Handlers): Voice {
  const t = useTranslate()
  const socketRef = useRef<RealtimeSocket | null>(socket)
  socketRef.current = socket
  const recordingRef = useRef<Recording | null>(null)
  // A start still opening: a release that comes first (a short press) waits for it, so the recorder it opens is ended too.
  const startingRef = useRef<Promise<void> | null>(null)
  // The channel a recording was opened on: it is fed and ended there, wherever the page has moved since.
  const openRef = useRef<VoiceChannel | null>(null)
  const live = useRef({ channel, handlers, t })
  live.current = { channel, handlers, t }
  const [available, setAvailable] = useState(false)
  const [unavailable, setUnavailable] = useState(false)
  const [state, setState] = useState<VoiceState>('idle')
  const [denied, setDenied] = useState(false)

  useEffect(() => {
    if (!socket) return
    const askConfig = () => {
      sendCall(emitOn(socket), PRACTICE_CALLS.voiceConfig, {})
        .then((reply) => {
          setAvailable(reply.ok && reply.recognisesAudio)
          setUnavailable(reply.ok && !reply.recognisesAudio)
        })
        .catch(() => setAvailable(false))
    }
    const partial = (id: string, text: string) => {
      if (id === openRef.current?.id && recordingRef.current) live.current.handlers.onPartial(text)
    }
    socket.on('connect', askConfig)
    const stopPartials = live.current.channel.partials(listenOn(socket), partial)
    if (socket.connected) askConfig()
    return () => {
      socket.off('connect', askConfig)
      stopPartials()
      void recordingRef.current?.stop()
      recordingRef.current = null
    }
  }, [socket])

  const abandon = useCallback((message: string) => {
    void recordingRef.current?.stop()
    recordingRef.current = null
    setState('idle')
    live.current.handlers.onNotice(message)
  }, [])

  const open = useCallback(async () => {
    const socket = socketRef.current
    const channel = live.current.channel
    if (!socket?.connected || !channel.id || recordingRef.current) return
    openRef.current = channel
    setState('recording')
    try {
      const opened = await channel.open(emitOn(socket))
      if (!opened.ok) return abandon(opened.errmsg)
      recordingRef.current = await recordPcm((audio) => {
        void channel
          .frame(emitOn(socket), audio)
          .then((reply) => {
            // A refused frame ends nothing; a recogniser outage or a lost answer ends the recording.
            if (!reply.ok && reply.errcode !== BAD_INPUT && recordingRef.current) abandon(reply.errmsg)
          })
          .catch(() => undefined)
      })
    } catch (error) {
      if (error instanceof RecorderError && error.key === 'practiceLearner.micErrors.notAllowed') setDenied(true)
      abandon(error instanceof RecorderError ? live.current.t(error.key) : live.current.t('errors.network'))
    }
  }, [abandon])

  const start = useCallback(async () => {
    if (startingRef.current) return
    const starting = open()
    startingRef.current = starting
    await starting.finally(() => (startingRef.current = null))
  }, [open])

  /** The recording once any start in progress has opened it, taken out of play so its partials stop. */
  const take = useCallback(async (): Promise<{ socket: RealtimeSocket; recording: Recording; channel: VoiceChannel } | null> => {
    await startingRef.current
    const socket = socketRef.current
    const recording = recordingRef.current
    const channel = openRef.current
    if (!socket || !recording || !channel) return null
    recordingRef.current = null
    return { socket, recording, channel }
  }, [])

  const openSettings = useCallback(async () => {
    const allowed = await openRecordSetting()
    if (allowed) setDenied(false)
    return allowed
  }, [])

  const stop = useCallback(async () => {
    const taken = await take()
    if (!taken) return
    const { socket, recording, channel } = taken
    setState('recognising')
    await recording.stop()
    try {
      const reply = await channel.end(emitOn(socket))
      setState('idle')
      if (!reply.ok) live.current.handlers.onNotice(reply.errmsg)
      else if (reply.text !== undefined) live.current.handlers.onText(reply.text)
    } catch {
      abandon(live.current.t('errors.timeout'))
    }
  }, [abandon, take])

  const cancel = useCallback(async () => {
    const taken = await take()
    if (!taken) return false
    setState('idle')
    await taken.recording.stop()
    // Best effort: a discard the server never got ends with the socket, or with the next recording it opens.
    await taken.channel.cancel(emitOn(taken.socket)).catch(() => undefined)
    return true
  }, [take])

  return { available, unavailable, state, denied, start, stop, cancel, openSettings }
}
