import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslate } from '../../../hooks/useTranslate'
import { secondsLeft } from '../../../hooks/countdown'

/**
 * The running thinking or answer time, counted down from the store's `deadline` (the system clock,
 * as the store's); the store acts when it ends, this only shows it. The last five seconds turn red.
 */
export function Countdown({ phase, deadline }: { phase: 'thinking' | 'answering'; deadline: number }) {
  const t = useTranslate()
  const [seconds, setSeconds] = useState(() => secondsLeft(deadline, Date.now()))
  useEffect(() => {
    // Only a changed second re-renders: React skips a state set to the same number.
    const timer = setInterval(() => setSeconds(secondsLeft(deadline, Date.now())), 250)
    return () => clearInterval(timer)
  }, [deadline])
  return (
    <View id="countdown" className={`faq-countdown${seconds <= 5 ? ' faq-countdown--late' : ''}`}>
      <Text id="countdown-phase">{t(phase === 'thinking' ? 'faqLearner.thinking' : 'faqLearner.answering')}</Text>
      <Text id="seconds-left" className="faq-countdown__seconds">
        {t('faqLearner.secondsLeft', { seconds })}
      </Text>
    </View>
  )
}
