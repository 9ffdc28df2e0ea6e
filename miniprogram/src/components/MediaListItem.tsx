import { Text, View } from '@tarojs/components'
import { formatFileSize, studyTime, viewCountParam, type MediaProgress } from '@peilian/shared'
import { useTranslate } from '../hooks/useTranslate'
import './training.css'

interface MediaListItemProps {
  media: MediaProgress
  /** Seconds learned to show (the open media counts what is measured and not yet credited). */
  learned: number
  active: boolean
  onOpen(media: MediaProgress): void
}

/** One file or video of a child task: name, size or length, views, required and learned time. */
export function MediaListItem({ media, learned, active, onOpen }: MediaListItemProps) {
  const t = useTranslate()
  const facts = [
    media.format.toUpperCase(),
    media.kind === 'video' && media.duration > 0 ? studyTime(media.duration) : formatFileSize(media.size),
    t('learnerTraining.media.views', { count: viewCountParam(media.viewcount) }),
  ]
  return (
    <View id={`media-${media.id}`} className={`card${active ? ' media--active' : ''}`} onClick={() => onOpen(media)}>
      <View className="card__row">
        <Text className="card__title">{media.name}</Text>
        {media.done === 1 && <Text className="tag tag--done">{t('tasks.media.done')}</Text>}
        {media.available === 0 && <Text className="tag">{t('learnerTraining.media.notReady')}</Text>}
      </View>
      <Text className="card__meta">{facts.join(' · ')}</Text>
      <Text className="card__meta">
        {[t('tasks.media.required', { time: studyTime(media.required) }), t('tasks.media.credited', { time: studyTime(learned) })].join(' · ')}
      </Text>
    </View>
  )
}
