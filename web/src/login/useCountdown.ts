import { useEffect, useMemo, useState } from 'react';
import { createCountdown } from './countdown';

/** Seconds left on a resend lock and a way to start it; the timer stops with the component. */
export function useCountdown(): { seconds: number; start: (seconds: number) => void } {
  const [seconds, setSeconds] = useState(0);
  const countdown = useMemo(() => createCountdown(setSeconds), []);
  useEffect(() => () => countdown.stop(), [countdown]);
  return { seconds, start: countdown.start };
}
