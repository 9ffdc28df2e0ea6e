import { useEffect, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { ApiError, ERRORS, createInviteJoinStore, type InviteJoinStore } from '@peilian/shared'
import { randomBytes } from '../../lib/random'
import { learnerApi } from '../../services/app'
import { codeFromQuery } from './inviteCode'

/** A text that cannot be a code is refused as the server refuses one: the code does not exist. */
const invalidCode = () => new ApiError(ERRORS['errors.inviteNotFound'].errcode, '', 404, 'errors.inviteNotFound')

/**
 * The page's join store (shared's `createInviteJoinStore` over the learner table's sessionless
 * calls), one per opening, and the code the page was opened with ('' when none), looked up at once.
 */
export function useInviteJoin(): { store: InviteJoinStore; opened: string } {
  const { params } = useRouter()
  const [opened] = useState(() => codeFromQuery(params))
  const [store] = useState(() => createInviteJoinStore(learnerApi.auth, { invalidCode, randomBytes }))
  useEffect(() => {
    if (opened) void store.getState().open(opened)
  }, [store, opened])
  return { store, opened }
}
