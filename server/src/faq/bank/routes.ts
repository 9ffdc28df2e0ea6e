import type { Routers } from '../../http/routers.js';

/** Quick Q&A (bank): the routes of docs/faq.md. */
export function registerFaqRoutes(_routers: Routers): void {}
