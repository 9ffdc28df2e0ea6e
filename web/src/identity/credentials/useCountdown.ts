import { startCountdown } from '@peilian/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Seconds left on a resend lock (spec §4) and a way to (re)start it; the timer stops with the component. */
export function useCountdown(): { seconds: number; start: (seconds: number) => void } {
  const [seconds, setSeconds] = useState(0);
  const stop = useRef<() => void>(() => undefined);
  const start = useCallback((from: number) => {
    stop.current();
    stop.current = startCountdown(from, setSeconds);
  }, []);
  useEffect(() => () => stop.current(), []);
  return { seconds, start };
}
