import type { Routers } from '../../http/routers.js';

/** Quick Q&A (imports): the routes of docs/faq.md. */
export function registerFaqImportRoutes(_routers: Routers): void {}
