import { Text, View } from '@tarojs/components'
import { attemptLines, type ExamHistory as History } from '@peilian/shared'
import { useTranslate } from '../../hooks/useTranslate'
import { useTimeZone } from '../../stores/session'

/** The learner's attempts at this exam, newest first; nothing when the history could not be read. */
export function ExamHistory({ history }: { history: History }) {
  const t = useTranslate()
  const zone = useTimeZone()
  if (!history || history.length === 0) return null
  return (
    <View id="history">
      <Text className="section-title">{t('examLearner.historyTitle')}</Text>
      {attemptLines(history, t, zone).map((line) => (
        <View key={line.attempt} id={`history-${line.attempt}`} className="card">
          <Text className="card__title">{line.title}</Text>
          <Text className="card__meta">{line.outcome}</Text>
        </View>
      ))}
    </View>
  )
}
