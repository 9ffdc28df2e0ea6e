import { Text, View } from '@tarojs/components'
import { periodText, type MediaTaskResponse } from '@peilian/shared'
import { useTranslate } from '../hooks/useTranslate'
import { useTimeZone } from '../stores/session'

/** The child task a file or video page belongs to: its title, package and period. */
export function MediaTaskCard({ task }: { task: MediaTaskResponse['task'] }) {
  const t = useTranslate()
  const zone = useTimeZone()
  return (
    <View className="card">
      <Text className="card__title">{task.title}</Text>
      <Text className="card__meta">{task.packagetitle}</Text>
      <Text className="card__meta">{periodText(t, task.starttime, task.endtime, zone)}</Text>
    </View>
  )
}
