import { registerCustomerRoutes } from '../resources/customers/routes.js';
import { registerDigitalHumanRoutes } from '../resources/digital-humans/routes.js';
import { registerHotWordRoutes } from '../resources/hotwords/routes.js';
import { registerPracticeAudioRoutes } from '../resources/practice-audio/routes.js';
import { registerScoringRuleRoutes } from '../resources/scoring-rules/routes.js';
import { registerSceneRoutes } from '../resources/scenes/routes.js';
import { registerSpeechRoutes } from '../resources/speeches/routes.js';
import { registerWordLibraryRoutes } from '../resources/word-libraries/routes.js';
import type { Routers } from '../http/routers.js';
import { registerLatencyRoutes } from './latency.js';
import { registerLearnerPracticeRoutes } from './learnerScenarios.js';

/** Every route of the voice-practice libraries (docs/practice.md). */
export function registerPracticeRoutes(routers: Routers): void {
  registerSpeechRoutes(routers);
  registerCustomerRoutes(routers);
  registerDigitalHumanRoutes(routers);
  registerPracticeAudioRoutes(routers);
  registerHotWordRoutes(routers);
  registerWordLibraryRoutes(routers);
  registerScoringRuleRoutes(routers);
  registerSceneRoutes(routers);
  registerLatencyRoutes(routers);
  registerLearnerPracticeRoutes(routers);
}
