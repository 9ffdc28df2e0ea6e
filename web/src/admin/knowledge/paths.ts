/** The knowledge base's pages (admin §2 smart group: knowledge, chat, search, flow, user-setting). */
export const KNOWLEDGE_PATH = '/admin/smart/knowledge';
export const CHAT_PATH = '/admin/smart/chat';
export const SEARCH_PATH = '/admin/smart/search';
export const FLOW_PATH = '/admin/smart/flow';
export const USER_SETTING_PATH = '/admin/smart/user-setting';
