import { ok } from '@peilian/shared';
import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import { learnerRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { practiceCaller } from './caller.js';
import { registerLineAudioRoutes } from './lineAudio.js';
import { registerRecordingRoutes } from './recording.js';
import { readSession } from './service.js';

/** The learner's live practice reads (the session itself runs over socket.io, `practice:*`). */
export function registerPracticeSessionRoutes(routers: Routers): void {
  // The caller's own session with its turns, for the report.
  learnerRoute(routers, LEARNER_ENDPOINTS.practice.session, {}, async ({ params }, request) => {
    const { session } = await readSession(practiceCaller(request), params.id);
    return ok({ session });
  });
  registerRecordingRoutes(routers);
  registerLineAudioRoutes(routers);
}
