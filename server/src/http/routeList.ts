import type { Routers } from './routers.js';

/** One registered route: its method (HEAD left out) and path as Koa declares it (`/api/x/:id`). */
export interface RegisteredRoute {
  method: string;
  path: string;
}

/** Every route of the routers, read from the routers themselves; for tests that hold a table of calls against them. */
export function registeredRoutes(routers: Routers): RegisteredRoute[] {
  return [routers.public, routers.learner, routers.admin].flatMap((router) =>
    router.stack.flatMap((layer) => layer.methods.filter((method) => method !== 'HEAD').map((method) => ({ method, path: String(layer.path) }))),
  );
}

/** `METHOD /path`, the form in which a table's calls and the registered routes are compared. */
export const routeKey = (route: RegisteredRoute): string => `${route.method} ${route.path}`;
