import { ERRORS, type PracticeCallPayload, type PracticeCustomerLine, type PracticeSessionCall, type PracticeSessionView } from '@peilian/shared';
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useLanguage, useSession, useT } from '../app/hooks';
import { keepAudio, playLines, stopAudio } from './audio';
import { rememberRunning, runningSession } from './paths';
import { callPractice, connectPractice, handshakeMessage, type PracticeSocket } from './practiceSocket';
import { recordingAccepted, sendPendingRecordings } from './recordingOutbox';
import type { SpokenRecording } from './serverVoice';

export type Connection = 'connecting' | 'online' | 'reconnecting' | 'failed';

/** The child task a practice runs for (`?package=&child=`, docs/training.md "Practice as a child task"). */
export interface PracticeTask {
  packageId: string;
  childId: string;
  title: string;
}

/** Set by the practice page for a child task's practice: sessions then start bound to the task. */
export const PracticeTaskContext = createContext<PracticeTask | null>(null);

const PAUSE_EXPIRED = ERRORS['errors.practiceSession.pauseExpired'].errcode;

export interface PracticeSessionApi {
  /** The live socket (spoken answers stream over it too), null before it is made. */
  socket: PracticeSocket | null;
  connection: Connection;
  connectError: string;
  session: PracticeSessionView | null;
  busy: boolean;
  /** The last refusal, as the server worded it (errmsg), or a network failure. */
  error: string;
  /** Resume was refused after the 30-minute pause limit: only restart or end and submit remain. */
  pauseExpired: boolean;
  draft: string;
  setDraft: (text: string) => void;
  start: (scenarioId: string) => Promise<void>;
  /** Sends an answer; a spoken one's recording is kept for its turn once the turn exists. */
  answer: (text: string, recording?: SpokenRecording | null) => Promise<void>;
  pause: () => Promise<void>;
  resume: () => Promise<void>;
  /** The learner said nothing for the silence rule's time (the server checks it on its own clock). */
  silence: () => Promise<void>;
  /** The learner's answer time ran out (checked likewise). */
  timeout: () => Promise<void>;
  /** Ends and submits; true once the session is scored. */
  end: () => Promise<boolean>;
}

interface Options {
  /** The session to join (from the URL or sessionStorage); '' before one is started. */
  sessionId: string;
  /** Every session the server answers (to keep its id in the URL and sessionStorage). */
  onSession: (session: PracticeSessionView) => void;
  /** The session to join does not exist (or is not the learner's). */
  onLost: () => void;
}

/**
 * A live practice session over the authenticated socket: joins the session again on every
 * (re)connect so no turn is lost, goes "reconnecting" at once when the browser goes offline, keeps
 * the typed answer until the server has stored it, and plays the customer's lines as they arrive.
 */
export function usePracticeSession({ sessionId, onSession, onLost }: Options): PracticeSessionApi {
  const t = useT();
  const language = useLanguage();
  const token = useSession((state) => state.user?.token ?? '');
  const socketRef = useRef<PracticeSocket | null>(null);
  const sessionIdRef = useRef(sessionId);
  const pendingRef = useRef<{ text: string; turns: number; recording: SpokenRecording | null } | null>(null);
  const handlers = useRef({ onSession, onLost });
  handlers.current = { onSession, onLost };
  const [socket, setSocket] = useState<PracticeSocket | null>(null);
  const [connection, setConnection] = useState<Connection>('connecting');
  const [connectError, setConnectError] = useState('');
  const [session, setSession] = useState<PracticeSessionView | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [pauseExpired, setPauseExpired] = useState(false);
  const [draft, setDraft] = useState('');
  const task = useContext(PracticeTaskContext);
  const childId = task?.childId ?? '';
  const childRef = useRef(childId);
  childRef.current = childId;

  const apply = useCallback((next: PracticeSessionView, lines: PracticeCustomerLine[]) => {
    keepAudio(lines);
    sessionIdRef.current = next.id;
    setSession(next);
    const pending = pendingRef.current;
    // An answer whose acknowledgement was lost with the connection: stored if the session now has it.
    const stored = next.turns.at(-1);
    if (pending && stored && next.turns.length > pending.turns && stored.text === pending.text) {
      pendingRef.current = null;
      setDraft('');
      // The turn exists: its recording goes to the outbox (IndexedDB) and uploads from there.
      if (pending.recording) void recordingAccepted(next.id, stored.seq, pending.recording.audio, pending.recording.durationMs);
    }
    handlers.current.onSession(next);
    // A task's session is resumed from its URL only: free practice of the same scenario must not pick it up.
    if (childRef.current && next.scenarioid && runningSession(next.scenarioid) === next.id) rememberRunning(next.scenarioid, '');
    if (lines.length > 0) void playLines(lines);
  }, []);

  const join = useCallback(
    async (socket: PracticeSocket) => {
      const id = sessionIdRef.current;
      if (!id) return;
      try {
        const reply = await callPractice(socket, 'join', { sessionId: id });
        if (reply.ok) {
          setError('');
          apply(reply.session, reply.lines);
        } else {
          setError(reply.errmsg);
          if (reply.errcode === ERRORS['errors.practiceSession.notFound'].errcode) {
            sessionIdRef.current = '';
            handlers.current.onLost();
          }
        }
      } catch {
        // The connection dropped again: the next connect joins again.
      }
    },
    [apply],
  );

  useEffect(() => {
    if (!token) return;
    const socket = connectPractice(token, language);
    socketRef.current = socket;
    setSocket(socket);
    let everConnected = false;
    setConnection('connecting');
    socket.on('connect', () => {
      everConnected = true;
      setConnection('online');
      setConnectError('');
      void join(socket);
      void sendPendingRecordings();
    });
    socket.on('disconnect', () => setConnection(everConnected ? 'reconnecting' : 'connecting'));
    socket.on('connect_error', (err) => {
      if (socket.active) return setConnection(everConnected ? 'reconnecting' : 'connecting');
      setConnection('failed');
      setConnectError(handshakeMessage(err));
    });
    // The browser knows first: drop the socket at once and come back when the network does.
    const offline = () => {
      socket.disconnect();
      setConnection('reconnecting');
    };
    const online = () => {
      if (!socket.connected) socket.connect();
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
      socket.close();
      socketRef.current = null;
      setSocket(null);
      stopAudio();
    };
  }, [token, language, join]);

  const run = useCallback(
    async <N extends PracticeSessionCall>(name: N, payload: PracticeCallPayload<N>): Promise<boolean> => {
      const socket = socketRef.current;
      if (!socket?.connected) {
        setError(t('errors.network'));
        return false;
      }
      setBusy(true);
      try {
        const reply = await callPractice(socket, name, payload);
        if (!reply.ok) {
          setError(reply.errmsg);
          if (name === 'resume' && reply.errcode === PAUSE_EXPIRED) setPauseExpired(true);
          return false;
        }
        setError('');
        apply(reply.session, reply.lines);
        return true;
      } catch {
        setError(t('errors.timeout'));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [apply, t],
  );

  const start = useCallback(
    async (scenarioId: string) => {
      pendingRef.current = null;
      setDraft('');
      // A child task's practice starts by the task: the server resolves its scenario and checks its gate.
      if (await run('start', childId ? { childId } : { scenarioId })) setPauseExpired(false);
    },
    [run, childId],
  );

  const answer = useCallback(
    async (text: string, recording: SpokenRecording | null = null) => {
      const id = sessionIdRef.current;
      const trimmed = text.trim();
      pendingRef.current = { text: trimmed, turns: session?.turns.length ?? 0, recording };
      if (await run('answer', { sessionId: id, text })) {
        pendingRef.current = null;
        setDraft('');
      }
    },
    [run, session],
  );

  const simple = useCallback((name: 'pause' | 'resume' | 'silence' | 'timeout') => async () => void (await run(name, { sessionId: sessionIdRef.current })), [run]);
  const pause = useCallback(() => simple('pause')(), [simple]);
  const resume = useCallback(() => simple('resume')(), [simple]);
  const silence = useCallback(() => simple('silence')(), [simple]);
  const timeout = useCallback(() => simple('timeout')(), [simple]);
  const end = useCallback(async () => {
    const ended = await run('end', { sessionId: sessionIdRef.current });
    if (ended) setPauseExpired(false);
    return ended;
  }, [run]);

  return { socket, connection, connectError, session, busy, error, pauseExpired, draft, setDraft, start, answer, pause, resume, silence, timeout, end };
}
