import { useRef } from 'react'
import { Text, Video, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { MediaTaskCard } from '../../components/MediaTaskCard'
import { MediaContents } from '../../components/MediaContents'
import { Notice } from '../../components/Notice'
import { usePageChrome } from '../../hooks/usePageChrome'
import { useTranslate } from '../../hooks/useTranslate'
import { toast } from '../../lib/feedback'
import { messageOf } from '../../services/messages'
import { useTimeZone } from '../../stores/session'
import { lockText } from './lockText'
import { CurrentMedia } from './MediaTaskParts'
import { PLAYER_ID, useVideoWatching } from './useVideoWatching'
import { QuestionPanel } from './QuestionPanel'
import { useQuestions } from './useQuestions'
import { Watermark } from '../../components/Watermark'
import '../../components/training.css'
import './media.css'
import './video.css'

type Watching = ReturnType<typeof useVideoWatching>

/** The player: seeking by gesture only where the task allows it, every position checked against the furthest watched. */
function VideoPlayer({ watching }: { watching: Watching }) {
  const { player, allowSeek, setPlaying, watchPosition, recover } = watching
  if (!player.src) return null
  return (
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
      onError={recover}
    />
  )
}

/**
 * Video watching (spec §2.9 /user/dashboard/video): plays the child task's videos from their viewing
 * URLs, resumes where the learner stopped, and — unless the task allows seeking — puts the video
 * back when it jumps past the furthest point watched. Watching time counts while it plays on screen.
 */
export default function VideoWatching() {
  const t = useTranslate()
  const zone = useTimeZone()
  const childId = useRouter().params.id ?? ''
  const hold = useRef({ gate: (): number | null => null, onGate: () => undefined as void })
  const watching = useVideoWatching(childId, { gate: () => hold.current.gate(), onGate: () => hold.current.onGate() })
  const questions = useQuestions(childId, watching.openedId)
  hold.current = { gate: () => questions.gate, onGate: questions.openNext }
  usePageChrome('tasks.childType.video')
  const { task, error, progress, open } = watching

  const lock = task ? lockText(t, task.task, zone) : ''
  return (
    <View className="media-page">
      <Notice id="load-error" text={error ? messageOf(t, error, 'learnerTraining.media.loadFailed') : lock || null} />
      <VideoPlayer watching={watching} />
      {task && <MediaTaskCard task={task.task} />}
      <CurrentMedia childId={childId} progress={progress} />
      {task && task.media.length > 1 && (
        <MediaContents media={task.media} current={progress.media} learned={progress.learned} onOpen={(chosen) => void (lock ? toast(lock) : open(chosen))} />
      )}
      {!task && !error && <Text className="empty">{t('app.loading')}</Text>}
      <QuestionPanel questions={questions} onContinue={watching.playOn} />
      <Watermark />
    </View>
  )
}
