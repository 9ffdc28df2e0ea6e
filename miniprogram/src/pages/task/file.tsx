import { useState } from 'react'
import { Button, Text, View } from '@tarojs/components'
import { useDidShow, useRouter } from '@tarojs/taro'
import type { MediaProgress } from '@peilian/shared'
import { MediaTaskCard } from '../../components/MediaTaskCard'
import { MediaContents } from '../../components/MediaContents'
import { Notice } from '../../components/Notice'
import { useMediaProgress } from '../../hooks/useMediaProgress'
import { usePageChrome } from '../../hooks/usePageChrome'
import { useTranslate } from '../../hooks/useTranslate'
import { assetUrl } from '../../lib/config'
import { documentSource, downloadAndOpenDocument } from '../../lib/documents'
import { toast } from '../../lib/feedback'
import { messageOf } from '../../services/messages'
import { mediaApi } from '../../services/media'
import { useTimeZone } from '../../stores/session'
import { lockText } from './lockText'
import { CurrentMedia, useMediaTask } from './MediaTaskParts'
import { FileQuestions } from './FileQuestions'
import { Watermark } from '../../components/Watermark'
import '../../components/training.css'
import './media.css'

/** The reading: one document at a time opens in WeChat's viewer, and reading time counts while it or this page is on screen. */
function useDocumentReading(childId: string) {
  const t = useTranslate()
  const [opened, setOpened] = useState<MediaProgress | null>(null)
  const [viewerOpen, setViewerOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const progress = useMediaProgress({ childId, opened, engaged: { shown: opened !== null, covered: viewerOpen }, position: () => 0 })
  // Back from WeChat's document viewer.
  useDidShow(() => setViewerOpen(false))

  async function read(media: MediaProgress): Promise<void> {
    if (busy) return
    setBusy(true)
    try {
      if (opened && opened.id !== media.id) {
        await progress.flush()
        setOpened(null)
      }
      const item = (await mediaApi.mediaItem(childId, media.id)).media
      const source = documentSource(item)
      if (source.kind === 'none') {
        toast(t(source.reason === 'pending' ? 'learnerTraining.media.previewPending' : 'learnerTraining.media.previewUnavailable'))
        return
      }
      setOpened(item)
      setViewerOpen(true)
      await downloadAndOpenDocument(assetUrl(source.url) ?? source.url, source.fileType)
    } catch (failure) {
      setViewerOpen(false)
      toast(messageOf(t, failure, 'learnerTraining.media.loadFailed'))
    } finally {
      setBusy(false)
    }
  }

  return { progress, busy, read }
}

/**
 * File reading (spec §2.9 /user/dashboard/file): the child task's documents; the one chosen opens
 * in WeChat's document viewer, and reading time counts while this page or that viewer is on screen.
 */
export default function FileReading() {
  const t = useTranslate()
  const zone = useTimeZone()
  const childId = useRouter().params.id ?? ''
  const { task, error } = useMediaTask(childId)
  const { progress, busy, read } = useDocumentReading(childId)
  usePageChrome('tasks.childType.file')

  const lock = task ? lockText(t, task.task, zone) : ''
  const current = progress.media
  return (
    <View className="media-page">
      <Notice id="load-error" text={error ? messageOf(t, error, 'learnerTraining.media.loadFailed') : lock || null} />
      {task && <MediaTaskCard task={task.task} />}
      <CurrentMedia childId={childId} progress={progress} />
      {current && (
        <Button id="open-again" className="primary-action" loading={busy} onClick={() => void read(current)}>
          {t('learnerTraining.media.open')}
        </Button>
      )}
      {current && <FileQuestions childId={childId} mediaId={current.id} readingDone={progress.learned >= current.required} />}
      {task && <MediaContents media={task.media} current={current} learned={progress.learned} onOpen={(chosen) => void (lock ? toast(lock) : read(chosen))} />}
      {!task && !error && <Text className="empty">{t('app.loading')}</Text>}
      <Watermark />
    </View>
  )
}
