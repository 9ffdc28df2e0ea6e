import { useRef, useState } from 'react'
import { Text, Video, View } from '@tarojs/components'
import { useLoad, useRouter } from '@tarojs/taro'
import { checkPosition, resumePosition, type MediaProgress, type MediaTaskResponse } from '@peilian/shared'
import { LearnedPanel } from '../../components/LearnedPanel'
import { MediaTaskCard } from '../../components/MediaTaskCard'
import { MediaContents } from '../../components/MediaContents'
import { Notice } from '../../components/Notice'
import { useMediaProgress } from '../../hooks/useMediaProgress'
import { usePageChrome } from '../../hooks/usePageChrome'
import { useTranslate } from '../../hooks/useTranslate'
import { assetUrl } from '../../lib/config'
import { toast } from '../../lib/feedback'
import { seekVideo } from '../../lib/video'
import { messageOf } from '../../services/messages'
import { loadMediaTask, mediaApi } from '../../services/media'
import { mediaReporter } from '../../services/training'
import { lockText } from './lockText'
import { Watermark } from '../../components/Watermark'
import '../../components/training.css'
import './media.css'
import './video.css'

const PLAYER_ID = 'video'
/** At most one "cannot skip ahead" notice in this time, however often the learner tries. */
const SEEK_NOTICE_MS = 2000

/**
 * Video watching (spec §2.9 /user/dashboard/video): plays the child task's videos from their viewing
 * URLs, resumes where the learner stopped, and — unless the task allows seeking — puts the video
 * back when it jumps past the furthest point watched. Watching time counts while it plays on screen.
 */
export default function VideoWatching() {
  const t = useTranslate()
  const childId = useRouter().params.id ?? ''
  const [task, setTask] = useState<MediaTaskResponse | null>(null)
  const [error, setError] = useState<unknown>(null)
  const [opened, setOpened] = useState<MediaProgress | null>(null)
  const [player, setPlayer] = useState({ src: '', initialTime: 0 })
  const [playing, setPlaying] = useState(false)
  const position = useRef(0)
  const furthest = useRef(0)
  const seekNoticeAt = useRef(0)
  const renewedKey = useRef(false)
  const allowSeek = task?.task.allowseek === 1
  const progress = useMediaProgress({
    childId,
    opened,
    engaged: { shown: playing, covered: false },
    position: () => position.current,
    onSeekRefused: (serverFurthest) => {
      furthest.current = serverFurthest
      putBack(serverFurthest)
    },
  })
  usePageChrome('tasks.childType.video')

  function putBack(to: number): void {
    position.current = to
    seekVideo(PLAYER_ID, to)
    if (Date.now() - seekNoticeAt.current > SEEK_NOTICE_MS) {
      seekNoticeAt.current = Date.now()
      toast(t('learnerTraining.media.seekBlocked'))
    }
  }

  function watchPosition(at: number): void {
    const check = checkPosition(at, furthest.current, allowSeek)
    furthest.current = check.furthest
    if (check.seekTo === null) position.current = at
    else putBack(check.seekTo)
  }

  async function open(media: MediaProgress): Promise<void> {
    if (opened?.id === media.id) return
    try {
      if (opened) {
        setPlaying(false)
        await progress.flush()
      }
      const item = (await mediaApi.mediaItem(childId, media.id)).media
      const start = resumePosition(item)
      furthest.current = item.furthest
      position.current = start
      renewedKey.current = false
      setPlayer({ src: assetUrl(item.url) ?? '', initialTime: start })
      setOpened(item)
      if (start > 0) toast(t('learnerTraining.media.resumed'))
    } catch (failure) {
      toast(messageOf(t, failure, 'learnerTraining.media.loadFailed'))
    }
  }

  /** A viewing key lives for a while only: a failed stream gets one fresh key, resuming where it stopped. */
  async function recover(): Promise<void> {
    setPlaying(false)
    if (!opened || renewedKey.current) {
      toast(t('learnerTraining.media.videoFailed'))
      return
    }
    renewedKey.current = true
    try {
      const key = await mediaApi.viewKey(opened.id)
      setPlayer({ src: assetUrl(key.contenturl) ?? '', initialTime: position.current })
    } catch (failure) {
      toast(messageOf(t, failure, 'learnerTraining.media.videoFailed'))
    }
  }

  useLoad(() => {
    void (async () => {
      try {
        const answer = await loadMediaTask(childId)
        setTask(answer)
        const first = answer.media.find((media) => media.done !== 1) ?? answer.media[0]
        if (first && answer.task.lockreason === '') await open(first)
      } catch (failure) {
        setError(failure)
      }
    })()
  })

  const lock = task ? lockText(t, task.task) : ''
  const current = progress.media
  return (
    <View className="media-page">
      <Notice id="load-error" text={error ? messageOf(t, error, 'learnerTraining.media.loadFailed') : lock || null} />
      {player.src && (
        <Video
          id={PLAYER_ID}
          className="player"
          src={player.src}
          initialTime={player.initialTime}
          controls
          showCenterPlayBtn
          enableProgressGesture={allowSeek}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
          onTimeUpdate={(event) => watchPosition(event.detail.currentTime)}
          onSeekComplete={(event) => watchPosition(Number((event.detail as { position?: unknown }).position))}
          onError={() => void recover()}
        />
      )}
      {task && <MediaTaskCard task={task.task} />}
      {current && (
        <LearnedPanel
          media={current}
          learned={progress.learned}
          offline={progress.offline}
          pending={mediaReporter.pendingSeconds(childId, current.id)}
          onFinish={() => void progress.finish()}
        />
      )}
      {task && task.media.length > 1 && (
        <MediaContents media={task.media} current={current} learned={progress.learned} onOpen={(chosen) => void (lock ? toast(lock) : open(chosen))} />
      )}
      {!task && !error && <Text className="empty">{t('app.loading')}</Text>}
      <Watermark />
    </View>
  )
}
