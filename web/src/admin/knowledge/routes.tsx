import type { MessageKey } from '@peilian/shared';
import type { AdminPageRoute } from '../adminRouteTypes';
import { ChatPage } from './ChatPage';
import { FlowPage } from './FlowPage';
import { KnowledgePage } from './KnowledgePage';
import { CHAT_PATH, FLOW_PATH, KNOWLEDGE_PATH, SEARCH_PATH, USER_SETTING_PATH } from './paths';
import { SearchPage } from './SearchPage';
import { UserSettingPage } from './UserSettingPage';

/** The knowledge base's pages, relative to `/admin/` (docs/assistant.md "Knowledge base"). */
export const KNOWLEDGE_ROUTES: readonly AdminPageRoute[] = [
  { path: 'smart/knowledge', element: <KnowledgePage /> },
  { path: 'smart/chat', element: <ChatPage /> },
  { path: 'smart/search', element: <SearchPage /> },
  { path: 'smart/flow', element: <FlowPage /> },
  { path: 'smart/user-setting', element: <UserSettingPage /> },
];

/** Their breadcrumb titles. */
export const KNOWLEDGE_TITLES: Record<string, MessageKey> = {
  [KNOWLEDGE_PATH]: 'knowledgeAdmin.title',
  [CHAT_PATH]: 'knowledgeAdmin.chatTitle',
  [SEARCH_PATH]: 'knowledgeAdmin.searchTitle',
  [FLOW_PATH]: 'knowledgeAdmin.flowTitle',
  [USER_SETTING_PATH]: 'knowledgeAdmin.usersTitle',
};
