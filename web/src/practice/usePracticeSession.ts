import { createPracticeSessionStore, practiceErrorMessage, systemClock, type PracticeSession, type PracticeSessionView } from '@peilian/shared';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useLanguage, useSession, useT } from '../app';
import { customerAudio } from './audio';
import { callAudio } from './callAudio';
import { keptSessions } from './paths';
import { browserNetwork, connectPractice, practicePort, type PracticeSocket } from './practiceSocket';
import { recordingAccepted, sendPendingRecordings } from './recordingOutbox';
import type { SpokenRecording } from './serverVoice';

/** The child task a practice runs for (`?package=&child=`, docs/training.md "Practice as a child task"). */
export interface PracticeTask {
  packageId: string;
  childId: string;
  title: string;
}

/** Set by the practice page for a child task's practice: sessions then start bound to the task. */
export const PracticeTaskContext = createContext<PracticeTask | null>(null);

/** The shared practice store's state and actions, with the live socket (spoken answers stream over it) and the last failure worded. */
export interface PracticeSessionApi extends Omit<PracticeSession<SpokenRecording>, 'attach' | 'error'> {
  socket: PracticeSocket | null;
  /** The last refusal, as the server worded it (errmsg), or a network failure. */
  error: string;
}

interface Options {
  /** The session to join (from the URL or sessionStorage); '' before one is started. */
  sessionId: string;
  scenarioId: string;
  /** Every session the server answers (to keep its id in the URL). */
  onSession: (session: PracticeSessionView) => void;
  /** The session to join does not exist (or is not the learner's). */
  onLost: () => void;
}

/**
 * Binds the shared practice store (`createPracticeSessionStore`) to the page: a socket per signed-in
 * token and language, the browser's network events, the customer's audio and the call's ringtone and
 * ambience (`callAudio.ts`), sessionStorage for the
 * running session and the IndexedDB outbox for spoken answers' recordings.
 */
export function usePracticeSession({ sessionId, scenarioId, onSession, onLost }: Options): PracticeSessionApi {
  const t = useT();
  const language = useLanguage();
  const token = useSession((state) => state.user?.token ?? '');
  const childId = useContext(PracticeTaskContext)?.childId ?? '';
  const handlers = useRef({ onSession, onLost });
  handlers.current = { onSession, onLost };
  const [store] = useState(() =>
    createPracticeSessionStore<SpokenRecording>({
      clock: systemClock,
      storage: keptSessions,
      audio: customerAudio,
      callAudio,
      sessionId,
      scenarioId,
      childId,
      // The turn exists: its recording goes to the outbox (IndexedDB) and uploads from there.
      recordings: {
        stored: (id, seq, recording) => void recordingAccepted(id, seq, recording.audio, recording.durationMs),
        flush: () => void sendPendingRecordings(),
      },
      onSession: (session) => handlers.current.onSession(session),
      onLost: () => handlers.current.onLost(),
    }),
  );
  const [socket, setSocket] = useState<PracticeSocket | null>(null);
  useEffect(() => {
    if (!token) return;
    const next = connectPractice(token, language);
    setSocket(next);
    const detach = store.getState().attach(practicePort(next), browserNetwork);
    return () => {
      detach();
      setSocket(null);
    };
  }, [store, token, language]);
  const state = useStore(store);
  return { ...state, socket, error: practiceErrorMessage(state.error, t) };
}
