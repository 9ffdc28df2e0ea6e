import { useCallback, useEffect, useRef, useState } from 'react'
import { useDidHide, useDidShow, useUnload } from '@tarojs/taro'
import { ApiError, type MediaProgress } from '@peilian/shared'
import { confirmBeforeLeaving, watchAppVisibility, watchConnection } from '../lib/appLifecycle'
import { toast } from '../lib/feedback'
import { createStopwatch } from '../services/stopwatch'
import { messageOf } from '../services/messages'
import { mediaReporter } from '../services/training'
import { useTranslate } from './useTranslate'

/** How often progress is reported while the learner reads or watches (the web app's interval too). */
export const REPORT_INTERVAL_MS = 10_000

export interface MediaProgressOptions {
  childId: string
  /** The media just opened, with the progress the server gave on opening; null before one is. */
  opened: MediaProgress | null
  /**
   * Whether time counts now: `shown` while the page is on screen (a video playing, a document
   * chosen), `covered` while something the page opened covers it (WeChat's document viewer).
   */
  engaged: { shown: boolean; covered: boolean }
  /** The position to report (video seconds; 0 for documents). */
  position(): number
  /** The server refused a position past what was watched. */
  onSeekRefused?(furthest: number): void
}

export interface MediaProgressView {
  /** The open media's progress as the server last answered. */
  media: MediaProgress | null
  /** Seconds learned, counting what is measured and not yet credited. */
  learned: number
  /** The last report could not reach the server; its seconds wait in storage. */
  offline: boolean
  /** Reports what is measured now and stops counting, before another media opens. */
  flush(): Promise<void>
  /** Asks the server to mark the media done ("viewing time not met" while short). */
  finish(): Promise<void>
}

/** Keeps `visible` up to date with the page and the app being on screen, calling `onChange` after each change. */
function useVisibility(visible: { current: { page: boolean; app: boolean } }, onChange: () => void): void {
  const changed = useRef(onChange)
  changed.current = onChange
  const set = useCallback(
    (part: 'page' | 'app', value: boolean) => {
      visible.current[part] = value
      changed.current()
    },
    [visible],
  )
  useDidShow(() => set('page', true))
  useDidHide(() => set('page', false))
  useEffect(() => watchAppVisibility(() => set('app', false), () => set('app', true)), [set])
}

/**
 * Measures the learner's reading or watching time for the open media and reports it through the
 * mediatask PUT: every REPORT_INTERVAL_MS while counting, at once when the required time is
 * reached, whenever counting stops (page hidden, app in the background, video paused), on leaving
 * and when the connection returns. Time counts only while the app is in the foreground.
 */
export function useMediaProgress(options: MediaProgressOptions): MediaProgressView {
  const t = useTranslate()
  const translate = useRef(t)
  translate.current = t
  const latest = useRef(options)
  latest.current = options
  const [media, setMedia] = useState<MediaProgress | null>(options.opened)
  const [offline, setOffline] = useState(false)
  const [, setTick] = useState(0)
  const current = useRef<MediaProgress | null>(options.opened)
  const stopwatch = useRef(createStopwatch())
  const visible = useRef({ page: true, app: true })
  const reported = useRef({ at: Date.now(), position: -1, atRequired: false })

  const report = useCallback(
    async (finish = false): Promise<void> => {
      const open = current.current
      if (!open) return
      const { childId } = latest.current
      const seconds = stopwatch.current.takeSeconds()
      const position = latest.current.position()
      const idle = seconds === 0 && position === reported.current.position && mediaReporter.pendingSeconds(childId, open.id) === 0
      if (idle && !finish) return
      reported.current = { ...reported.current, at: Date.now(), position }
      const outcome = await mediaReporter.report(childId, open.id, { seconds, position }, finish)
      if (current.current?.id !== open.id) return
      setOffline(outcome.kind === 'offline')
      if (outcome.kind === 'refused') {
        const notMet = outcome.error instanceof ApiError && outcome.error.key === 'errors.tasks.viewingTimeNotMet'
        if (finish || !notMet) toast(messageOf(translate.current, outcome.error, 'learnerTraining.media.loadFailed'))
      }
      if (outcome.kind !== 'sent') return
      const { response } = outcome
      const justDone = open.done !== 1 && response.media.done === 1
      current.current = response.media
      setMedia(response.media)
      if (response.seekrefused === 1) latest.current.onSeekRefused?.(response.media.furthest)
      if (justDone) toast(translate.current(response.packagecompleted === 1 ? 'learnerTraining.media.packageDone' : 'learnerTraining.media.doneToast'))
    },
    // Stable for the page's life: a language change must not restart the clock.
    [],
  )

  /** Starts or stops the clock for the current visibility; stopping reports at once. */
  const apply = useCallback(() => {
    const { engaged } = latest.current
    const counting = current.current !== null && visible.current.app && (visible.current.page ? engaged.shown : engaged.covered)
    if (counting === stopwatch.current.running()) return
    if (counting) {
      stopwatch.current.start()
    } else {
      stopwatch.current.stop()
      void report()
    }
  }, [report])

  // Another media opened: the page flushed the previous one; start from the server's numbers.
  useEffect(() => {
    current.current = options.opened
    stopwatch.current = createStopwatch()
    reported.current = { at: Date.now(), position: options.opened?.position ?? -1, atRequired: false }
    setMedia(options.opened)
    apply()
  }, [options.opened, apply])

  useEffect(apply, [options.engaged.shown, options.engaged.covered, apply])

  useVisibility(visible, apply)
  useEffect(
    () =>
      watchConnection(() => {
        void report()
        void mediaReporter.flush(latest.current.childId)
      }),
    [report],
  )

  // While counting: the time on screen moves each second, and reports go out on schedule.
  useEffect(() => {
    const timer = setInterval(() => {
      const open = current.current
      if (!open || !stopwatch.current.running()) return
      setTick((tick) => tick + 1)
      const learned = open.credited + mediaReporter.pendingSeconds(latest.current.childId, open.id) + stopwatch.current.peekSeconds()
      const reachedRequired = open.done !== 1 && learned >= open.required && !reported.current.atRequired
      if (reachedRequired) reported.current.atRequired = true
      if (reachedRequired || Date.now() - reported.current.at >= REPORT_INTERVAL_MS) void report()
    }, 1000)
    return () => clearInterval(timer)
  }, [report])

  const unfinished = media !== null && media.done !== 1
  useEffect(() => confirmBeforeLeaving(unfinished ? t('learnerTraining.media.leaveTitle') : null), [unfinished, t])
  useUnload(() => {
    stopwatch.current.stop()
    void report()
    if (current.current && current.current.done !== 1) toast(t('learnerTraining.media.leaveTitle'))
  })

  const learned = media ? media.credited + mediaReporter.pendingSeconds(options.childId, media.id) + stopwatch.current.peekSeconds() : 0
  return {
    media,
    learned,
    offline,
    flush: async () => {
      stopwatch.current.stop()
      await report()
    },
    finish: () => report(true),
  }
}
