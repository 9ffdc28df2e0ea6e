import { countDownTo, FAQ_LATE_SECONDS, secondsLeft, systemClock } from '@peilian/shared';
import { useEffect, useState } from 'react';
import { useT } from '../app';

/**
 * The running thinking or answer time, counted down from the store's `deadline` (on the same
 * clock); the store itself acts when it ends, this only shows it. The last seconds turn red.
 */
export function Countdown({ phase, deadline }: { phase: 'thinking' | 'answering'; deadline: number }) {
  const t = useT();
  const [seconds, setSeconds] = useState(() => secondsLeft(deadline, systemClock.now()));
  useEffect(() => countDownTo(deadline, setSeconds, systemClock), [deadline]);
  return (
    <div
      className={`faq-countdown faq-countdown-${phase}${seconds <= FAQ_LATE_SECONDS ? ' faq-countdown-late' : ''}`}
      role="timer"
      data-testid="faq-countdown"
      data-phase={phase}
    >
      <span>{t(phase === 'thinking' ? 'faqLearner.thinking' : 'faqLearner.answering')}</span>
      <strong>{t('faqLearner.secondsLeft', { seconds })}</strong>
    </div>
  );
}
