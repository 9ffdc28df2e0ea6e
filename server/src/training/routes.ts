import { registerLearnerTaskRoutes } from '../resources/learner-tasks/routes.js';
import { registerMediaTaskRoutes } from '../resources/mediatask/routes.js';
import { registerMineRoutes } from '../resources/mine/routes.js';
import { registerPackageRoutes } from '../resources/packages/routes.js';
import { registerPositionRoutes } from '../resources/positions/routes.js';
import { registerRankingRoutes } from '../resources/ranking/routes.js';
import { registerRecycleBinRoutes } from '../resources/recycle-bin/routes.js';
import type { Routers } from '../http/routers.js';

/** Every route of the training centre's task packages and the learner's task calls. */
export function registerTrainingRoutes(routers: Routers): void {
  registerPackageRoutes(routers);
  registerRecycleBinRoutes(routers);
  registerPositionRoutes(routers);
  registerLearnerTaskRoutes(routers);
  registerMediaTaskRoutes(routers);
  registerRankingRoutes(routers);
  registerMineRoutes(routers);
}
