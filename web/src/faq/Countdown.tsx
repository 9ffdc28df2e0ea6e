import { systemClock } from '@peilian/shared';
import { useEffect, useState } from 'react';
import { useT } from '../app/hooks';
import { secondsLeft } from './drillView';

/**
 * The running thinking or answer time, counted down from the store's `deadline` (on the same
 * clock); the store itself acts when it ends, this only shows it. The last five seconds turn red.
 */
export function Countdown({ phase, deadline }: { phase: 'thinking' | 'answering'; deadline: number }) {
  const t = useT();
  const [now, setNow] = useState(systemClock.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(systemClock.now()), 250);
    return () => clearInterval(timer);
  }, [deadline]);
  const seconds = secondsLeft(deadline, now);
  return (
    <div
      className={`faq-countdown faq-countdown-${phase}${seconds <= 5 ? ' faq-countdown-late' : ''}`}
      role="timer"
      data-testid="faq-countdown"
      data-phase={phase}
    >
      <span>{t(phase === 'thinking' ? 'faqLearner.thinking' : 'faqLearner.answering')}</span>
      <strong>{t('faqLearner.secondsLeft', { seconds })}</strong>
    </div>
  );
}
