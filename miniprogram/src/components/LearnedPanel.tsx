import { Button, Text, View } from '@tarojs/components'
import { studyTime, type MediaProgress } from '@peilian/shared'
import { useTranslate } from '../hooks/useTranslate'
import { Notice } from './Notice'
import './training.css'

interface LearnedPanelProps {
  media: MediaProgress
  learned: number
  offline: boolean
  /** Seconds waiting in storage to be sent. */
  pending: number
  onFinish(): void
}

/** The open media's time: learned, still needed or met, the offline note, and "finish". */
export function LearnedPanel({ media, learned, offline, pending, onFinish }: LearnedPanelProps) {
  const t = useTranslate()
  const remaining = Math.max(0, media.required - learned)
  return (
    <View id="learned" className="card">
      <Notice id="offline-notice" tone="info" text={offline ? t('learnerTraining.media.offline') : null} />
      <Text id="learned-time" className="card__title">
        {t('tasks.media.credited', { time: studyTime(learned) })}
      </Text>
      <Text id="remaining" className="card__meta">
        {media.done === 1 || remaining === 0 ? t('learnerTraining.media.met') : t('learnerTraining.media.remaining', { time: studyTime(remaining) })}
      </Text>
      {pending > 0 && <Text className="card__meta">{t('learnerTraining.media.pending', { time: studyTime(pending) })}</Text>}
      {media.done !== 1 && (
        <Button id="finish" className="secondary-action" onClick={onFinish}>
          {t('tasks.media.finish')}
        </Button>
      )}
    </View>
  )
}
