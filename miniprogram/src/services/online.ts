import { keepOnline } from '@peilian/shared'
import { watchAppVisibility } from '../lib/appLifecycle'
import { sessionStore } from '../stores/session'
import { learnerApi } from './app'

/**
 * The online heartbeat while a learner is signed in (shared `keepOnline`): every 30 s and on the
 * mini-program's return to the foreground, where WeChat froze its timers. A sign-in elsewhere
 * answers 10001, which ends the session and relaunches to the login page with its notice.
 */
export function keepLearnerOnline(): () => void {
  return keepOnline({
    session: sessionStore,
    beat: () => learnerApi.session.heartbeat({}, { checkonline: true }),
    watchVisible: (listener) => watchAppVisibility(() => undefined, listener),
  })
}
