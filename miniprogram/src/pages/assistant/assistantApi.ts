import { bindEndpoints, createChatStore, createSearchStore, searchHistoryKey, type ChatStore, type SearchStore } from '@peilian/shared'
import { assistantEndpoints } from '@peilian/shared/endpoints'
import { taroStorage } from '../../lib/storage'
import { api } from '../../services/app'

/** The assistant's calls with their schemas, bound in the assistant subpackage (the main package binds none of them). */
export const assistantApi = bindEndpoints(api, { assistant: assistantEndpoints }).assistant

let kept: { userId: string; chat: ChatStore; search: SearchStore } | undefined

function storesOf(userId: string) {
  if (kept?.userId !== userId)
    kept = {
      userId,
      chat: createChatStore({ ask: (body) => assistantApi.ask({}, body) }),
      search: createSearchStore({ search: (query) => assistantApi.search(query), storage: taroStorage, key: searchHistoryKey(userId) }),
    }
  return kept
}

/** The signed-in learner's knowledge chat (kept while the mini-program runs; the next learner starts afresh). */
export const chatOf = (userId: string): ChatStore => storesOf(userId).chat

/** The signed-in learner's search, the history in WeChat storage under the learner. */
export const searchOf = (userId: string): SearchStore => storesOf(userId).search
