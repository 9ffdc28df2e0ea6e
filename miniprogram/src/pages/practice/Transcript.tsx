import { Text, View } from '@tarojs/components'
import type { PracticeSession, PracticeSessionView } from '@peilian/shared'
import { useEffect } from 'react'
import { useTranslate } from '../../hooks/useTranslate'
import { scrollToEnd } from '../../lib/chrome'
import { CustomerLine } from './CustomerLine'

interface Props {
  session: PracticeSessionView
  /** A role-play's reply as its sentences come, before its turn is in the session. */
  liveReply?: PracticeSession<never>['liveReply']
}

/** The dialogue so far: the customer's opening, then each answer of the learner and the customer's reply (a role-play's as it comes). */
export function Transcript({ session, liveReply = null }: Props) {
  const t = useTranslate()
  // Each new line brings the page down to it, above the pinned composer.
  const lines = session.opening.length + session.turns.reduce((count, turn) => count + 1 + turn.lines.length, 0) + (liveReply?.lines.length ?? 0)
  useEffect(() => {
    if (lines > 0) scrollToEnd()
  }, [lines])
  return (
    <View id="practice-transcript" className="practice-transcript">
      {session.opening.map((line, index) => (
        <CustomerLine key={`o${index}`} id={`o${index}`} line={line} source={{ sessionId: session.id, turn: 0, index }} />
      ))}
      {session.turns.map((turn) => (
        <View key={turn.seq} id={`turn-${turn.seq}`}>
          <View className="practice-line practice-line--learner">
            <Text className="practice-bubble practice-bubble--learner">{turn.outcome === 'timeout' ? t('practiceLearner.timeoutTurn') : turn.text}</Text>
          </View>
          {turn.lines.map((line, index) => (
            <CustomerLine key={index} id={`${turn.seq}-${index}`} line={line} source={{ sessionId: session.id, turn: turn.seq, index }} />
          ))}
        </View>
      ))}
      {liveReply && (
        <View id="live-reply" ariaLabel={t('practiceLearner.liveReply')}>
          {liveReply.lines.map((line, index) => line && <CustomerLine key={index} id={`live-${index}`} line={line} />)}
        </View>
      )}
    </View>
  )
}
