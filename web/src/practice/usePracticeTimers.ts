import { createPracticeTimers, systemClock, type PracticeTimers } from '@peilian/shared';
import { useEffect, useRef, useState } from 'react';
import { customerSpeaking, onCustomerSpeaking } from './audio';
import type { PracticeSessionApi } from './usePracticeSession';

/** Binds the shared practice timers (`createPracticeTimers`) to the page: `practice:silence` and `practice:timeout` go out through the session. */
export function usePracticeTimers(practice: PracticeSessionApi, learnerSpeaking: boolean): void {
  const [customer, setCustomer] = useState(customerSpeaking);
  useEffect(() => onCustomerSpeaking(setCustomer), []);
  const calls = useRef(practice);
  calls.current = practice;
  const timers = useRef<PracticeTimers | null>(null);
  useEffect(() => {
    const created = createPracticeTimers({ clock: systemClock, onSilence: () => void calls.current.silence(), onTimeout: () => void calls.current.timeout() });
    timers.current = created;
    return () => {
      created.dispose();
      timers.current = null;
    };
  }, []);
  const { session, connection, busy, draft } = practice;
  useEffect(() => {
    timers.current?.update({ session, online: connection === 'online', busy, customerSpeaking: customer, learnerSpeaking, draft });
  }, [session, connection, busy, customer, learnerSpeaking, draft]);
}
