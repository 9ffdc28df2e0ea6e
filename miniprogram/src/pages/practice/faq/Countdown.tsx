import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { countDownTo, FAQ_LATE_SECONDS, secondsLeft, systemClock } from '@peilian/shared'
import { useTranslate } from '../../../hooks/useTranslate'

/**
 * The running thinking or answer time, counted down from the store's `deadline` (the system clock,
 * as the store's); the store acts when it ends, this only shows it. The last seconds turn red.
 */
export function Countdown({ phase, deadline }: { phase: 'thinking' | 'answering'; deadline: number }) {
  const t = useTranslate()
  const [seconds, setSeconds] = useState(() => secondsLeft(deadline, systemClock.now()))
  // Only a changed second is reported, so only a changed second re-renders.
  useEffect(() => countDownTo(deadline, setSeconds, systemClock), [deadline])
  return (
    <View id="countdown" className={`faq-countdown${seconds <= FAQ_LATE_SECONDS ? ' faq-countdown--late' : ''}`}>
      <Text id="countdown-phase">{t(phase === 'thinking' ? 'faqLearner.thinking' : 'faqLearner.answering')}</Text>
      <Text id="seconds-left" className="faq-countdown__seconds">
        {t('faqLearner.secondsLeft', { seconds })}
      </Text>
    </View>
  )
}
