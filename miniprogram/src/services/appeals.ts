import { bindEndpoints, createMyAppealsStore, type DeviceStorage, type MyAppealsStore } from '@peilian/shared'
import { appealEndpoints } from '@peilian/shared/endpoints'
import { taroStorage } from '../lib/storage'
import { api } from './app'

/**
 * The appeal calls, bound here: the personal centre's 我的申诉 row (main package) asks for the
 * unread count, and the results' 申诉 entry reads a record's appeal.
 */
export const appealsApi = bindEndpoints(api, { appeals: appealEndpoints }).appeals

/** WeChat storage for the appeal drafts, filed under the learner (another account on the phone never sees them). */
export function appealStorage(userId: string): DeviceStorage {
  const key = (name: string) => `${name}.${userId}`
  return {
    getItem: (name) => taroStorage.getItem(key(name)),
    setItem: (name, value) => taroStorage.setItem(key(name), value),
    removeItem: (name) => taroStorage.removeItem(key(name)),
  }
}

let kept: { userId: string; store: MyAppealsStore } | undefined

/** One list of appeals per signed-in learner (the personal centre's badge and 我的申诉 share it). */
export function myAppealsOf(userId: string): MyAppealsStore {
  if (kept?.userId !== userId) kept = { userId, store: createMyAppealsStore({ calls: appealsApi }) }
  return kept.store
}
