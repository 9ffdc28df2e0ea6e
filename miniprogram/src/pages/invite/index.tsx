import { useStore } from 'zustand'
import { usePageChrome } from '../../hooks/usePageChrome'
import { CodeStep } from './CodeStep'
import { JoinForm } from './JoinForm'
import { Joined } from './Joined'
import { useInviteJoin } from './useInviteJoin'
import './index.css'

/**
 * Joining an organisation with an invite code (docs/people.md, "Invite codes"): opened from the
 * login page, or by the code's QR code (`?code=`, a mini-program code's `scene`, a plain QR code's
 * `q`). The code is looked up, then the mobile number, its SMS code, the name and the password the
 * learner chooses make the account; the learner then signs in with the mobile number as account and
 * that password. The logic is the shared join store's; this page renders its state.
 */
export default function Invite() {
  usePageChrome('mini.join.entry')
  const { store, opened } = useInviteJoin()
  const status = useStore(store, (state) => state.status)
  if (status === 'joined') return <Joined store={store} />
  if (status === 'ready') return <JoinForm store={store} />
  return <CodeStep store={store} initial={opened} />
}
