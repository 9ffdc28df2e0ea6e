import { Router } from '@koa/router';
import type Koa from 'koa';
import type { RouteRegistrar, Routers } from '../http/routers.js';
import { requireAdmin, requireSession } from '../auth/middleware.js';
import { registerApplicationRoutes } from '../resources/applications/routes.js';
import { registerDepartmentRoutes } from '../resources/departments/routes.js';
import { registerFileRoutes } from '../resources/files/routes.js';
import { registerLibraryRoutes } from '../library/routes.js';
import { registerLoginRoutes } from '../resources/login/routes.js';
import { registerRegistrationRoutes } from '../resources/registration/routes.js';
import { registerRoleRoutes } from '../resources/roles/routes.js';
import { registerOnlineCheckRoute, registerSessionRoutes } from '../resources/session/routes.js';
import { registerSmsRoutes } from '../resources/sms/routes.js';
import { registerSsoRoutes } from '../resources/sso/routes.js';
import { registerSystemRoutes } from '../resources/system/routes.js';
import { registerUserRoutes } from '../resources/users/routes.js';
import { registerWechatRoutes } from '../resources/wechat/routes.js';
import { registerTrainingRoutes } from '../training/routes.js';
import { registerExamRoutes } from '../exam/routes.js';
import { registerPracticeRoutes } from '../practice/routes.js';
import { registerPracticeSessionRoutes } from '../practice/session/routes.js';

/** Every feature's routes, registered on the three routers (`http/routers.ts` says who may call which). */
export function createRouters(extra: readonly RouteRegistrar[] = []): Routers {
  const routers: Routers = { public: new Router(), learner: new Router(), admin: new Router() };
  // Router-level middleware runs only when one of the router's routes matches the request.
  routers.learner.use(requireSession());
  routers.admin.use(requireAdmin());

  registerSystemRoutes(routers);
  registerLoginRoutes(routers);
  registerSmsRoutes(routers);
  registerWechatRoutes(routers);
  registerSsoRoutes(routers);
  registerRegistrationRoutes(routers);
  registerFileRoutes(routers);
  registerSessionRoutes(routers);
  registerUserRoutes(routers);
  registerDepartmentRoutes(routers);
  registerRoleRoutes(routers);
  registerApplicationRoutes(routers);
  registerTrainingRoutes(routers);
  registerLibraryRoutes(routers);
  registerExamRoutes(routers);
  registerPracticeRoutes(routers);
  registerPracticeSessionRoutes(routers);
  for (const register of extra) register(routers);
  // Last: `GET /api/login/:id` would otherwise answer `/api/login/randomcode` and its siblings.
  registerOnlineCheckRoute(routers);
  return routers;
}

/** Mounts the routers in order: public, learner, admin. */
export function mountRouters(app: Koa, routers: Routers): void {
  for (const router of [routers.public, routers.learner, routers.admin]) app.use(router.routes());
}

/** The methods any router serves for a path, to tell "wrong method" (405) from "no such path" (404). */
export function allowedMethodsFor(routers: Routers, path: string): string[] {
  const methods = new Set<string>();
  for (const router of [routers.public, routers.learner, routers.admin]) {
    for (const layer of router.match(path, 'GET').path) for (const method of layer.methods) methods.add(method);
  }
  return [...methods];
}
