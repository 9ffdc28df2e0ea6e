import type { Router } from '@koa/router';

/**
 * Routes are grouped by who may call them, and each group attaches its auth exactly once:
 * - `public`: no session (login, registration, SMS codes, WeChat callbacks, health);
 * - `learner`: any live session — `/api/trainning/...`, plus the few `/api/admin/...` calls the
 *   spec makes for every user (logout, keepalive);
 * - `admin`: a session whose user may enter the admin area.
 * Routes declare full paths, so a route's URL is readable where it is declared. Features take this
 * type to register their routes; only `routers/index.ts` lists the features.
 */
export interface Routers {
  public: Router;
  learner: Router;
  admin: Router;
}

/** Adds routes to the routers, e.g. test-only routes passed to `startServer`. */
export type RouteRegistrar = (routers: Routers) => void;
