import { createChatStore, createSearchStore, searchHistoryKey, type ChatStore, type SearchStore } from '@peilian/shared';
import { deviceStorage, learnerApi, learnerApiWithToken } from '../app';

/** The learner's knowledge chat on 智能知识; a logout reloads the page, so the next learner starts afresh. */
export const knowledgeChat = createChatStore({ ask: (body) => learnerApi.assistant.ask({}, body) });

let kept: { userId: string; store: SearchStore } | undefined;

/** One search per signed-in learner, the history in localStorage under the learner. */
export function searchStoreOf(userId: string): SearchStore {
  if (kept?.userId !== userId)
    kept = {
      userId,
      store: createSearchStore({ search: (query) => learnerApi.assistant.search(query), storage: deviceStorage, key: searchHistoryKey(userId) }),
    };
  return kept.store;
}

/**
 * The embedded customer-service page's chat: no session (a failure never signs anyone out), the
 * dialog's token sent with every question.
 */
export function aiCenterChat(token: string): ChatStore {
  const calls = learnerApiWithToken('');
  return createChatStore({ ask: (body) => calls.assistant.aiCenterAsk({}, { token, ...body }) });
}
