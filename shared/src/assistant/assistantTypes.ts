import type { StoreApi } from 'zustand/vanilla';
import type { MessageKey } from '../i18n/messages.js';
import type { ChatTurn, KnowledgeAnswer, KnowledgeAskRequest, KnowledgeSearchResponse } from '../schemas/assistant.js';
import type { StorageAdapter } from '../session/storage.js';

/**
 * How the chat asks: the learner's `ask` (`LEARNER_ENDPOINTS.assistant.ask`), or the embedded
 * customer-service page's `aiCenterAsk` with its token bound in.
 */
export type AssistantAsk = (body: Pick<KnowledgeAskRequest, 'question' | 'history'>) => Promise<KnowledgeAnswer>;

/** How the search asks (`LEARNER_ENDPOINTS.assistant.search`). */
export type KnowledgeSearchCall = (query: { text: string; page: number; rows: number }) => Promise<KnowledgeSearchResponse>;

/** One question of the conversation and what became of it. */
export interface ChatEntry {
  id: number;
  question: string;
  status: 'pending' | 'answered' | 'failed';
  answer: KnowledgeAnswer | null;
  /** Why the question failed (an `ApiError`: the server's message is in the learner's language). */
  error: unknown;
}

export interface ChatState {
  /** The question box. */
  draft: string;
  /** The conversation, oldest first. */
  entries: ChatEntry[];
  /** A question is on its way (one at a time). */
  pending: boolean;
  /** What is wrong with the box's text (`assistant.rules.*`), after a send refused it. */
  invalid: MessageKey | null;
  setDraft(text: string): void;
  /** Sends the box's question with the conversation's last turns; the box empties while it is asked, and refills if it fails. */
  ask(): Promise<void>;
  /** Asks a failed question again. */
  retry(id: number): Promise<void>;
  /** Starts a new conversation. */
  clear(): void;
}

export type ChatStore = StoreApi<ChatState>;

export interface ChatOptions {
  ask: AssistantAsk;
}

export interface SearchState {
  /** The search box. */
  draft: string;
  /** The text of the results shown ('' before the first search). */
  text: string;
  rows: KnowledgeSearchResponse['rows'];
  total: number;
  page: number;
  loading: boolean;
  failure: { error: unknown } | null;
  invalid: MessageKey | null;
  /** The last ten unique searches, newest first. */
  history: string[];
  setDraft(text: string): void;
  /** Searches `text` (the box's by default): page 1, and the text goes to the top of the history. */
  search(text?: string): Promise<void>;
  /** The next page, when there is one. */
  more(): Promise<void>;
  /** Reads the history kept on the device. */
  loadHistory(): Promise<void>;
  clearHistory(): Promise<void>;
}

export type SearchStore = StoreApi<SearchState>;

export interface SearchOptions {
  search: KnowledgeSearchCall;
  /** Where the history is kept (localStorage, WeChat storage), under `key`. */
  storage: StorageAdapter;
  key: string;
  pageSize?: number;
}

export type { ChatTurn };
