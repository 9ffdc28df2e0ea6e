import { sendRequest } from '@peilian/shared'
import { NOTICE_LIST_ROUTE, REALTIME_ADDRESS_ROUTE } from '@peilian/shared/endpoints'
import { createStore } from 'zustand/vanilla'
import { openPushSocket } from '../lib/pushSocket'
import { sessionStore } from '../stores/session'
import { api } from './app'

/**
 * The learner's unread notices as the main package knows them (docs/notifications.md "On the
 * learner's surfaces"): read from the list's first page, set by each live `notice:new`, shown on
 * the personal centre's row. The notices page (a subpackage, with the schemas) keeps the list.
 */
export const noticeCount = createStore(() => ({ unread: 0 }))

/** The count an answer holds (read without the notices' schemas), kept when it is one. */
export function setUnread(answer: unknown): void {
  const unread = (answer as { unread?: unknown } | null)?.unread
  if (typeof unread === 'number') noticeCount.setState({ unread })
}

export const loadUnread = (): Promise<void> => sendRequest(api, NOTICE_LIST_ROUTE, []).then(setUnread, () => undefined)

const listeners = new Set<(payload: unknown) => void>()
let close: (() => void) | undefined

/** Keeps the live connection open while a page holds it (the centre, the personal centre, the notices page); `onNotice` hears each push. */
export function holdLive(onNotice: (payload: unknown) => void): () => void {
  listeners.add(onNotice)
  close ??= openPushSocket(
    () => sendRequest(api, REALTIME_ADDRESS_ROUTE, []),
    () => sessionStore.getState().user?.token ?? '',
    (name, payload) => {
      if (name !== 'notice:new') return
      setUnread(payload)
      listeners.forEach((listener) => listener(payload))
    },
  )
  return () => {
    listeners.delete(onNotice)
    if (listeners.size > 0) return
    close?.()
    close = undefined
  }
}
