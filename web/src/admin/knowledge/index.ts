/** What the back office's other features may use of the knowledge base; nothing else of this folder is theirs (docs/architecture.md, "Web areas"). */
export { CHAT_PATH, KNOWLEDGE_PATH, SEARCH_PATH } from './paths';
