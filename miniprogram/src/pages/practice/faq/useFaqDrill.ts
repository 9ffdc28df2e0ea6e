import { useEffect, useState } from 'react'
import { createFaqDrillStore, systemClock, type DeviceStorage, type FaqDrillStore } from '@peilian/shared'
import { watchConnection } from '../../../lib/appLifecycle'
import { connectRealtime, type RealtimeSocket } from '../../../lib/socket'
import { taroStorage } from '../../../lib/storage'
import { faqApi } from '../../../services/practice'
import { useSession } from '../../../stores/session'

/**
 * WeChat storage with the drill's keys filed under the learner: another account on the same phone
 * neither resumes this one's free drill nor sends its answers.
 */
function learnerStorage(userId: string): DeviceStorage {
  const key = (name: string) => `${name}.${userId}`
  return {
    getItem: (name) => taroStorage.getItem(key(name)),
    setItem: (name, value) => taroStorage.setItem(key(name), value),
    removeItem: (name) => taroStorage.removeItem(key(name)),
  }
}

/**
 * Binds the shared quick Q&A store (`createFaqDrillStore`) to the page: the learner endpoint table,
 * the system clock and WeChat storage; loads it on mount, sends what waits as soon as the phone says
 * the connection is back, and stops its timers when the page goes.
 */
export function useFaqDrill(childTaskId: string, checkinId = ''): FaqDrillStore {
  const userId = useSession((state) => state.user?.id ?? '')
  const [store] = useState(() => createFaqDrillStore({ childTaskId, checkinId, calls: faqApi, clock: systemClock, storage: learnerStorage(userId) }))
  useEffect(() => {
    void store.getState().load()
    const stopWatching = watchConnection(() => void store.getState().retry())
    return () => {
      stopWatching()
      store.getState().stop()
    }
  }, [store])
  return store
}

/** The learner's socket while the drill is open (spoken answers stream over it); closed with the page. */
export function useDrillSocket(): RealtimeSocket | null {
  const token = useSession((state) => state.user?.token ?? '')
  const language = useSession((state) => state.language)
  const [socket, setSocket] = useState<RealtimeSocket | null>(null)
  useEffect(() => {
    if (!token) return
    const next = connectRealtime(token, language)
    setSocket(next)
    return () => {
      next.disconnect()
      setSocket(null)
    }
  }, [token, language])
  return socket
}
