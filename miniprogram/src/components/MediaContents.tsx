import { Text } from '@tarojs/components'
import type { MediaProgress } from '@peilian/shared'
import { useTranslate } from '../hooks/useTranslate'
import { MediaListItem } from './MediaListItem'
import './training.css'

interface MediaContentsProps {
  media: readonly MediaProgress[]
  /** The media open on the page (its progress as measured, not as last listed), if any. */
  current: MediaProgress | null
  /** Seconds learned of `current`, counting what is measured and not yet credited. */
  learned: number
  onOpen(media: MediaProgress): void
}

/** A file or video task's contents: its title, then one row per media, the open one marked. */
export function MediaContents({ media, current, learned, onOpen }: MediaContentsProps) {
  const t = useTranslate()
  return (
    <>
      <Text className="section-title">{t('learnerTraining.media.contents')}</Text>
      {media.map((item) => (
        <MediaListItem
          key={item.id}
          media={current?.id === item.id ? current : item}
          learned={current?.id === item.id ? learned : item.credited}
          active={current?.id === item.id}
          onOpen={onOpen}
        />
      ))}
    </>
  )
}
