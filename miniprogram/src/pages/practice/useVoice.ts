import { useCallback, useEffect, useRef, useState } from 'react'
import { ERRORS, PRACTICE_CALLS, sendCall, type Translate, type VoiceChannel } from '@peilian/shared'
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

/** What the voice's callbacks read when they run: the page's socket, channel and handlers, and the recording. */
interface VoiceLine {
  socket: RealtimeSocket | null
  recording: Recording | null
  /** A start still opening: a release that comes first (a short press) waits for it, so the recorder it opens is ended too. */
  starting: Promise<void> | null
  /** The channel a recording was opened on: it is fed and ended there, wherever the page has moved since. */
  opened: VoiceChannel | null
  channel: VoiceChannel
  handlers: Handlers
  t: Translate
}

/** Asks on every connect whether the server recognises audio, and passes the open recording's partial text on. */
function useVoiceConfig(socket: RealtimeSocket | null, line: VoiceLine) {
  const [available, setAvailable] = useState(false)
  const [unavailable, setUnavailable] = useState(false)

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
      if (id === line.opened?.id && line.recording) line.handlers.onPartial(text)
    }
    socket.on('connect', askConfig)
    const stopPartials = line.channel.partials(listenOn(socket), partial)
    if (socket.connected) askConfig()
    return () => {
      socket.off('connect', askConfig)
      stopPartials()
      void line.recording?.stop()
      line.recording = null
    }
  }, [socket, line])

  return { available, unavailable }
}

/** Opens the recognition and streams the recorder's frames into it; a failure ends the recording with a notice. */
function useVoiceStart(line: VoiceLine, setState: (state: VoiceState) => void, setDenied: (denied: boolean) => void) {
  const abandon = useCallback(
    (message: string) => {
      void line.recording?.stop()
      line.recording = null
      setState('idle')
      line.handlers.onNotice(message)
    },
    [line, setState],
  )

  const open = useCallback(async () => {
    const { socket, channel } = line
    if (!socket?.connected || !channel.id || line.recording) return
    line.opened = channel
    setState('recording')
    try {
      const opened = await channel.open(emitOn(socket))
      if (!opened.ok) return abandon(opened.errmsg)
      line.recording = await recordPcm((audio) => {
        void channel
          .frame(emitOn(socket), audio)
          .then((reply) => {
            // A refused frame ends nothing; a recogniser outage or a lost answer ends the recording.
            if (!reply.ok && reply.errcode !== BAD_INPUT && line.recording) abandon(reply.errmsg)
          })
          .catch(() => undefined)
      })
    } catch (error) {
      if (error instanceof RecorderError && error.key === 'practiceLearner.micErrors.notAllowed') setDenied(true)
      abandon(error instanceof RecorderError ? line.t(error.key) : line.t('errors.network'))
    }
  }, [line, abandon, setState, setDenied])

  const start = useCallback(async () => {
    if (line.starting) return
    const starting = open()
    line.starting = starting
    await starting.finally(() => (line.starting = null))
  }, [line, open])

  return { abandon, start }
}

/** Ends the recording: heard (its final text goes to `onText`) or cancelled (the server discards it). */
function useVoiceEnd(line: VoiceLine, setState: (state: VoiceState) => void, abandon: (message: string) => void) {
  /** The recording once any start in progress has opened it, taken out of play so its partials stop. */
  const take = useCallback(async (): Promise<{ socket: RealtimeSocket; recording: Recording; channel: VoiceChannel } | null> => {
    await line.starting
    const { socket, recording, opened: channel } = line
    if (!socket || !recording || !channel) return null
    line.recording = null
    return { socket, recording, channel }
  }, [line])

  const stop = useCallback(async () => {
    const taken = await take()
    if (!taken) return
    const { socket, recording, channel } = taken
    setState('recognising')
    await recording.stop()
    try {
      const reply = await channel.end(emitOn(socket))
      setState('idle')
      if (!reply.ok) line.handlers.onNotice(reply.errmsg)
      else if (reply.text !== undefined) line.handlers.onText(reply.text)
    } catch {
      abandon(line.t('errors.timeout'))
    }
  }, [line, abandon, take, setState])

  const cancel = useCallback(async () => {
    const taken = await take()
    if (!taken) return false
    setState('idle')
    await taken.recording.stop()
    // Best effort: a discard the server never got ends with the socket, or with the next recording it opens.
    await taken.channel.cancel(emitOn(taken.socket)).catch(() => undefined)
    return true
  }, [take, setState])

  return { stop, cancel }
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
  const line = useRef<VoiceLine>({ socket, recording: null, starting: null, opened: null, channel, handlers, t }).current
  Object.assign(line, { socket, channel, handlers, t })
  const [state, setState] = useState<VoiceState>('idle')
  const [denied, setDenied] = useState(false)
  const { available, unavailable } = useVoiceConfig(socket, line)
  const { abandon, start } = useVoiceStart(line, setState, setDenied)
  const { stop, cancel } = useVoiceEnd(line, setState, abandon)

  const openSettings = useCallback(async () => {
    const allowed = await openRecordSetting()
    if (allowed) setDenied(false)
    return allowed
  }, [])

  return { available, unavailable, state, denied, start, stop, cancel, openSettings }
}
