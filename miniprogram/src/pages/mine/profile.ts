import { createProfileStore, type ProfileStore } from '@peilian/shared'
import { learnerApi } from '../../services/app'
import { sessionStore } from '../../stores/session'

let kept: { userId: string; store: ProfileStore } | undefined

/**
 * One profile store per signed-in learner: the mini-program keeps its JavaScript across a logout
 * and the next sign-in, and the next learner must never see the last one's profile while theirs loads.
 */
export function profileStoreOf(userId: string): ProfileStore {
  if (kept?.userId !== userId) {
    kept = { userId, store: createProfileStore({ fetchMine: learnerApi.training.mine, saveAvatar: learnerApi.training.avatar, session: sessionStore }) }
  }
  return kept.store
}
