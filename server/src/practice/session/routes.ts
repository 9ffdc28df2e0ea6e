import { createTranslator, ok, type PracticeSessionResponse } from '@peilian/shared';
import type { Context } from 'koa';
import { authOf } from '../../auth/middleware.js';
import { requestLanguage } from '../../errors/index.js';
import type { Routers } from '../../http/routers.js';
import { registerLineAudioRoutes } from './lineAudio.js';
import { registerRecordingRoutes } from './recording.js';
import { readSession } from './service.js';

/** `GET api/trainning/v3/practice/session/{id}`: the caller's own session with its turns, for the report. */
async function detail(ctx: Context): Promise<void> {
  const { user } = authOf(ctx);
  const caller = { deps: ctx.deps, log: ctx.log, orgId: user.orgId, userId: user.id, t: createTranslator(requestLanguage(ctx)) };
  const { session } = await readSession(caller, String(ctx.params.id));
  const body: PracticeSessionResponse = ok({ session });
  ctx.body = body;
}

/** The learner's live practice reads (the session itself runs over socket.io, `practice:*`). */
export function registerPracticeSessionRoutes(routers: Routers): void {
  routers.learner.get('/api/trainning/v3/practice/session/:id', detail);
  registerRecordingRoutes(routers);
  registerLineAudioRoutes(routers);
}
