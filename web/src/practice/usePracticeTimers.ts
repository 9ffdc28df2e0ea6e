import { useEffect, useState } from 'react';
import { customerSpeaking, onCustomerSpeaking } from './audio';
import type { PracticeSessionApi } from './usePracticeSession';

/**
 * The scenario's special rules as the page runs them (docs/practice.md "Silence and answer time"):
 * once the customer has finished speaking, the silence rule's time without the learner typing or
 * speaking sends `practice:silence`, and the answer time of the turn sends `practice:timeout` (held
 * while the learner is typing or speaking). The server checks both on its own clock and answers
 * with the session, which restarts the timers; nothing runs while paused, offline or waiting.
 */
export function usePracticeTimers(practice: PracticeSessionApi, learnerSpeaking: boolean): void {
  const [customer, setCustomer] = useState(customerSpeaking);
  useEffect(() => onCustomerSpeaking(setCustomer), []);
  const { session, connection, busy, draft, silence, timeout } = practice;
  const waiting = session?.status === 'running' && connection === 'online' && !busy && !customer && !learnerSpeaking;
  const typing = draft.trim() !== '';
  const silenceMs = session?.silencems ?? null;
  const answerMs = session?.answertimeoutms ?? null;
  // The turn the answer time belongs to: a new session view (a reply, a rejoin) or the customer's last word starts it again.
  const [turnStart, setTurnStart] = useState(() => Date.now());
  useEffect(() => setTurnStart(Date.now()), [session, customer]);

  useEffect(() => {
    if (!waiting || typing || silenceMs === null) return;
    const timer = setTimeout(() => void silence(), silenceMs);
    return () => clearTimeout(timer);
  }, [waiting, typing, silenceMs, silence, session, draft]);

  useEffect(() => {
    if (!waiting || typing || answerMs === null) return;
    const timer = setTimeout(() => void timeout(), Math.max(0, turnStart + answerMs - Date.now()));
    return () => clearTimeout(timer);
  }, [waiting, typing, answerMs, timeout, turnStart]);
}
