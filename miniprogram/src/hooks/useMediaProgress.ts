import { useCallback, useEffect, useRef, useState } from 'react'
import { useDidHide, useDidShow, useUnload } from '@tarojs/taro'
import { useStore } from 'zustand'
import {
  createMediaProgressStore,
  isViewingTimeNotMet,
  mediaRefusalKey,
  senderPort,
  shortfallKey,
  systemClock,
  type MediaProgress,
  type MediaProgressStore,
  type ReportOutcome,
} from '@peilian/shared'
import { confirmBeforeLeaving, watchAppVisibility, watchConnection } from '../lib/appLifecycle'
import { toast } from '../lib/feedback'
import { messageOf } from '../services/messages'
import { mediaReporter } from '../services/training'
import { useTranslate } from './useTranslate'

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
  useEffect(
    () =>
      watchAppVisibility(
        () => set('app', false),
        () => set('app', true),
      ),
    [set],
  )
}

/** The page's progress store over the learner's outbox in WeChat storage; toasts say how reports end. */
function useProgressStore(latest: { current: MediaProgressOptions }): MediaProgressStore {
  const t = useTranslate()
  const translate = useRef(t)
  translate.current = t
  const [store] = useState(() =>
    createMediaProgressStore({
      clock: systemClock,
      port: senderPort(mediaReporter, latest.current.childId),
      position: () => latest.current.position(),
      onReconnect: watchConnection,
      onForeground: (run) => watchAppVisibility(() => undefined, run),
      onOutcome: (outcome: ReportOutcome, { finish, justDone }) => {
        if (outcome.kind === 'refused') {
          const refusal = mediaRefusalKey(latest.current.opened?.kind ?? '', outcome.error)
          if (finish || !isViewingTimeNotMet(outcome.error))
            toast(refusal ? translate.current(refusal) : messageOf(translate.current, outcome.error, 'learnerTraining.media.loadFailed'))
        }
        if (outcome.kind !== 'sent') return
        const { response } = outcome
        if (response.seekrefused === 1) latest.current.onSeekRefused?.(response.media.furthest)
        if (justDone) toast(translate.current(response.packagecompleted === 1 ? 'learnerTraining.media.packageDone' : 'learnerTraining.media.doneToast'))
      },
    }),
  )
  useEffect(() => {
    // What earlier visits left goes through the outbox while the page is open.
    mediaReporter.start()
    return () => {
      store.getState().dispose()
      mediaReporter.stop()
    }
  }, [store])
  return store
}

/**
 * Binds the shared media progress store to a Taro page: time counts while the page (or what it
 * opened) is on screen and the app is in the foreground; the store reports on its schedule, when
 * counting stops, on leaving and when the connection returns.
 */
export function useMediaProgress(options: MediaProgressOptions): MediaProgressView {
  const t = useTranslate()
  const latest = useRef(options)
  latest.current = options
  const visible = useRef({ page: true, app: true })
  const store = useProgressStore(latest)
  const media = useStore(store, (state) => state.media)
  const learned = useStore(store, (state) => state.learned)
  const offline = useStore(store, (state) => state.offline)

  const sync = useCallback(() => {
    const { engaged } = latest.current
    store.getState().setCounting(visible.current.app && (visible.current.page ? engaged.shown : engaged.covered))
  }, [store])

  // Another media opened: the page flushed the previous one; start from the server's numbers.
  useEffect(() => {
    store.getState().open(options.opened)
    sync()
  }, [options.opened, store, sync])
  useEffect(sync, [options.engaged.shown, options.engaged.covered, sync])
  useVisibility(visible, sync)

  const unfinished = media !== null && media.done !== 1
  const shortfall = t(shortfallKey(media?.kind ?? ''))
  useEffect(() => confirmBeforeLeaving(unfinished ? shortfall : null), [unfinished, shortfall])
  useUnload(() => {
    void store.getState().leave()
    const current = store.getState().media
    if (current && current.done !== 1) toast(t(shortfallKey(current.kind)))
  })

  return {
    media,
    learned,
    offline,
    flush: async () => void (await store.getState().leave()),
    finish: async () => void (await store.getState().report({ finish: true })),
  }
}
