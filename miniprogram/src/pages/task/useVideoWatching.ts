import { useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { checkPosition, resumePosition, SEEK_TOLERANCE_S, type MediaProgress } from '@peilian/shared'
import { useMediaProgress } from '../../hooks/useMediaProgress'
import { useTranslate } from '../../hooks/useTranslate'
import { assetUrl } from '../../lib/config'
import { toast } from '../../lib/feedback'
import { seekVideo } from '../../lib/video'
import { messageOf } from '../../services/messages'
import { mediaApi } from '../../services/media'
import { useMediaTask } from './MediaTaskParts'

/** The player's id on the page, for seeking it. */
export const PLAYER_ID = 'video'
/** At most one "cannot skip ahead" notice in this time, however often the learner tries. */
const SEEK_NOTICE_MS = 2000

/** Keeps the video at or behind the furthest point watched, unless the task allows seeking. */
function useSeekGuard(allowSeek: boolean) {
  const t = useTranslate()
  const position = useRef(0)
  const furthest = useRef(0)
  const seekNoticeAt = useRef(0)

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

  function refused(serverFurthest: number): void {
    furthest.current = serverFurthest
    putBack(serverFurthest)
  }

  function restart(from: { furthest: number }, start: number): void {
    furthest.current = from.furthest
    position.current = start
  }

  return { position, putBack, watchPosition, refused, restart }
}

/** The player's source; a viewing key lives for a while only, so a failed stream gets one fresh key, resuming where it stopped. */
function useVideoSource(position: { current: number }) {
  const t = useTranslate()
  const [player, setPlayer] = useState({ src: '', initialTime: 0 })
  const renewedKey = useRef(false)

  function play(url: string, start: number): void {
    renewedKey.current = false
    setPlayer({ src: assetUrl(url) ?? '', initialTime: start })
  }

  async function recover(opened: MediaProgress | null): Promise<void> {
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

  return { player, play, recover }
}

/** The questions inside the video: the second it may not pass (the first unanswered question's), and what to do there. */
export interface QuestionHold {
  gate: () => number | null
  onGate: () => void
}

/**
 * The video page's state: the task, the video open where the learner stopped, and watching time while
 * it plays. With questions inside, it pauses at the first unanswered one and puts back a seek past it.
 */
export function useVideoWatching(childId: string, hold?: QuestionHold) {
  const t = useTranslate()
  const { task, error } = useMediaTask(childId, async (answer) => {
    const first = answer.media.find((media) => media.done !== 1 && media.available !== 0) ?? answer.media[0]
    if (first && answer.task.lockreason === '') await open(first)
  })
  const [opened, setOpened] = useState<MediaProgress | null>(null)
  const [playing, setPlaying] = useState(false)
  const allowSeek = task?.task.allowseek === 1
  const guard = useSeekGuard(allowSeek)
  const source = useVideoSource(guard.position)
  const progress = useMediaProgress({
    childId,
    opened,
    engaged: { shown: playing, covered: false },
    position: () => guard.position.current,
    onSeekRefused: guard.refused,
  })

  async function open(media: MediaProgress): Promise<void> {
    if (opened?.id === media.id) return
    try {
      if (opened) {
        setPlaying(false)
        await progress.flush()
      }
      const item = (await mediaApi.mediaItem(childId, media.id)).media
      const start = resumePosition(item)
      guard.restart(item, start)
      source.play(item.url, start)
      setOpened(item)
      if (start > 0) toast(t('learnerTraining.media.resumed'))
    } catch (failure) {
      toast(messageOf(t, failure, 'learnerTraining.media.loadFailed'))
    }
  }

  function watchPosition(at: number): void {
    const gate = hold?.gate() ?? null
    if (gate === null || !Number.isFinite(at) || at < gate) {
      guard.watchPosition(at)
      return
    }
    Taro.createVideoContext(PLAYER_ID).pause()
    if (at > gate + SEEK_TOLERANCE_S) guard.putBack(gate)
    else guard.watchPosition(at)
    hold?.onGate()
  }

  function recover(): void {
    setPlaying(false)
    void source.recover(opened)
  }

  const playOn = () => Taro.createVideoContext(PLAYER_ID).play()
  return { task, error, allowSeek, player: source.player, setPlaying, watchPosition, progress, open, recover, openedId: opened?.id ?? '', playOn }
}
