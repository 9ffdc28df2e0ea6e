import { useCallback, useEffect, useRef, useState } from 'react'
import { ERRORS, type PracticeCallPayload, type PracticeCustomerLine, type PracticeSessionCall, type PracticeSessionView } from '@peilian/shared'
import { useTranslate } from '../../hooks/useTranslate'
import { keepAudio, playLines, stopAudio } from '../../lib/audio'
import { connectRealtime, handshakeMessage, type RealtimeSocket } from '../../lib/socket'
import { callPractice } from '../../services/practice'
import { useSession } from '../../stores/session'

export type Connection = 'connecting' | 'online' | 'reconnecting' | 'failed'

export interface PracticeSessionApi {
  /** The live socket (spoken answers stream over it too), null before it is made. */
  socket: RealtimeSocket | null
  connection: Connection
  connectError: string
  session: PracticeSessionView | null
  busy: boolean
  /** The last refusal, as the server worded it (errmsg), or a network failure. */
  error: string
  /** Resume was refused after the 30-minute pause limit: only restart or end and submit remain. */
  pauseExpired: boolean
  draft: string
  setDraft(text: string): void
  start(scenarioId: string): Promise<void>
  answer(text: string): Promise<void>
  pause(): Promise<void>
  resume(): Promise<void>
  /** The learner has said nothing for the silence rule's time (`practice:silence`). */
  silence(): Promise<void>
  /** The turn's answer time ran out (`practice:timeout`). */
  timeout(): Promise<void>
  /** Ends and submits; true once the session is scored. */
  end(): Promise<boolean>
}

const PAUSE_EXPIRED = ERRORS['errors.practiceSession.pauseExpired'].errcode
const NOT_FOUND = ERRORS['errors.practiceSession.notFound'].errcode

interface Options {
  /** The session to join; '' before one is started. */
  sessionId: string
  /** A scenario child task's practice starts by the task (the server resolves its scenario and gate). */
  childId: string
  /** The session to join does not exist (or is not the learner's). */
  onLost(): void
}

/**
 * A live practice session over the authenticated socket (lib/socket): joins the session again on
 * every (re)connect so a dropped connection loses no turn, keeps the typed answer until the server
 * has stored it, and plays the customer's lines as they arrive.
 */
export function usePracticeSession({ sessionId, childId, onLost }: Options): PracticeSessionApi {
  const t = useTranslate()
  const language = useSession((state) => state.language)
  const token = useSession((state) => state.user?.token ?? '')
  const socketRef = useRef<RealtimeSocket | null>(null)
  const sessionIdRef = useRef(sessionId)
  const pendingRef = useRef<{ text: string; turns: number } | null>(null)
  const lost = useRef(onLost)
  lost.current = onLost
  const [socket, setSocket] = useState<RealtimeSocket | null>(null)
  const [connection, setConnection] = useState<Connection>('connecting')
  const [connectError, setConnectError] = useState('')
  const [session, setSession] = useState<PracticeSessionView | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [pauseExpired, setPauseExpired] = useState(false)
  const [draft, setDraft] = useState('')

  const apply = useCallback((next: PracticeSessionView, lines: PracticeCustomerLine[]) => {
    keepAudio(lines)
    sessionIdRef.current = next.id
    setSession(next)
    const pending = pendingRef.current
    // An answer whose acknowledgement was lost with the connection: stored if the session now has it.
    if (pending && next.turns.length > pending.turns && next.turns.at(-1)?.text === pending.text) {
      pendingRef.current = null
      setDraft('')
    }
    if (lines.length > 0) void playLines(lines)
  }, [])

  const join = useCallback(
    async (socket: RealtimeSocket) => {
      const id = sessionIdRef.current
      if (!id) return
      try {
        const reply = await callPractice(socket, 'join', { sessionId: id })
        if (reply.ok) {
          setError('')
          apply(reply.session, reply.lines)
        } else {
          setError(reply.errmsg)
          if (reply.errcode === NOT_FOUND) {
            sessionIdRef.current = ''
            lost.current()
          }
        }
      } catch {
        // The connection dropped again: the next connect joins again.
      }
    },
    [apply],
  )

  useEffect(() => {
    if (!token) return
    const socket = connectRealtime(token, language)
    socketRef.current = socket
    setSocket(socket)
    let everConnected = false
    setConnection('connecting')
    socket.on('connect', () => {
      everConnected = true
      setConnection('online')
      setConnectError('')
      void join(socket)
    })
    socket.on('disconnect', () => setConnection(everConnected ? 'reconnecting' : 'connecting'))
    socket.on('connect_error', (err) => {
      if (socket.active) return setConnection(everConnected ? 'reconnecting' : 'connecting')
      setConnection('failed')
      setConnectError(handshakeMessage(err))
    })
    return () => {
      socket.close()
      socketRef.current = null
      setSocket(null)
      stopAudio()
    }
  }, [token, language, join])

  const run = useCallback(
    async <N extends PracticeSessionCall>(name: N, payload: PracticeCallPayload<N>): Promise<boolean> => {
      const socket = socketRef.current
      if (!socket?.connected) {
        setError(t('errors.network'))
        return false
      }
      setBusy(true)
      try {
        const reply = await callPractice(socket, name, payload)
        if (!reply.ok) {
          setError(reply.errmsg)
          if (name === 'resume' && reply.errcode === PAUSE_EXPIRED) setPauseExpired(true)
          return false
        }
        setError('')
        apply(reply.session, reply.lines)
        return true
      } catch {
        setError(t('errors.timeout'))
        return false
      } finally {
        setBusy(false)
      }
    },
    [apply, t],
  )

  const start = useCallback(
    async (scenarioId: string) => {
      pendingRef.current = null
      setDraft('')
      if (await run('start', childId ? { childId } : { scenarioId })) setPauseExpired(false)
    },
    [run, childId],
  )

  const answer = useCallback(
    async (text: string) => {
      pendingRef.current = { text: text.trim(), turns: session?.turns.length ?? 0 }
      if (await run('answer', { sessionId: sessionIdRef.current, text })) {
        pendingRef.current = null
        setDraft('')
      }
    },
    [run, session],
  )

  const pause = useCallback(async () => void (await run('pause', { sessionId: sessionIdRef.current })), [run])
  const resume = useCallback(async () => void (await run('resume', { sessionId: sessionIdRef.current })), [run])
  const silence = useCallback(async () => void (await run('silence', { sessionId: sessionIdRef.current })), [run])
  const timeout = useCallback(async () => void (await run('timeout', { sessionId: sessionIdRef.current })), [run])
  const end = useCallback(async () => {
    const ended = await run('end', { sessionId: sessionIdRef.current })
    if (ended) setPauseExpired(false)
    return ended
  }, [run])

  return { socket, connection, connectError, session, busy, error, pauseExpired, draft, setDraft, start, answer, pause, resume, silence, timeout, end }
}
