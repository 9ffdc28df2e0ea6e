import type { Routers } from '../../http/routers.js';

/** Quick Q&A (drill): the routes of docs/faq.md. */
export function registerFaqDrillRoutes(_routers: Routers): void {}
