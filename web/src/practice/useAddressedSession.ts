import type { PracticeSessionView } from '@peilian/shared';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePracticeSession, type PracticeSessionApi } from './usePracticeSession';

/**
 * The practice session, with its id kept in the URL (`?scenario=&session=`) so a reload resumes it;
 * `onFirstFinished` is told when the first session seen (after a load or a loss) is already finished,
 * `onElsewhere` when the address comes to name a session other than the one held (the store holds
 * one session: the caller opens a fresh one for it).
 */
export function useAddressedSession(scenarioId: string, sessionId: string, onFirstFinished: () => void, onElsewhere: () => void): PracticeSessionApi {
  const [search, setSearch] = useSearchParams();
  const searchRef = useRef(search);
  searchRef.current = search;
  const firstSession = useRef(true);
  const onFirstFinishedRef = useRef(onFirstFinished);
  onFirstFinishedRef.current = onFirstFinished;

  const onSession = useCallback(
    (session: PracticeSessionView) => {
      if (firstSession.current && session.status === 'finished') onFirstFinishedRef.current();
      firstSession.current = false;
      const scenario = scenarioId || session.scenarioid || '';
      const current = searchRef.current;
      if (current.get('session') !== session.id || (scenario && current.get('scenario') !== scenario)) {
        const next = new URLSearchParams(current);
        if (scenario) next.set('scenario', scenario);
        next.set('session', session.id);
        setSearch(next, { replace: true });
      }
    },
    [scenarioId, setSearch],
  );
  const onLost = useCallback(() => {
    firstSession.current = true;
    // Only the lost session leaves the address: a task's practice stays the task's.
    const next = new URLSearchParams(searchRef.current);
    next.delete('session');
    setSearch(next, { replace: true });
  }, [setSearch]);

  const practice = usePracticeSession({ sessionId, scenarioId, onSession, onLost });

  // The address is written here as the held session changes, so it names the held one; any other
  // session it comes to name was put there from outside.
  const addressed = useRef(sessionId);
  const held = practice.sessionId;
  useEffect(() => {
    if (sessionId === addressed.current) return;
    addressed.current = sessionId;
    if (sessionId && sessionId !== held) onElsewhere();
  }, [sessionId, held, onElsewhere]);

  // Put a session kept in sessionStorage back in the URL, so the address always names what is on screen.
  useEffect(() => {
    if (sessionId && !searchRef.current.get('session')) {
      const next = new URLSearchParams(searchRef.current);
      next.set('session', sessionId);
      setSearch(next, { replace: true });
    }
  }, [sessionId, setSearch]);

  return practice;
}
