import type { Routers } from '../../http/routers.js';

/** Quick Q&A (results): the routes of docs/faq.md. */
export function registerFaqResultRoutes(_routers: Routers): void {}
