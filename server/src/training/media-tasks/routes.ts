import { mediaReportRequestSchema, mediaTaskQuerySchema, ok, type MediaItemResponse, type MediaReportResponse, type MediaTaskResponse } from '@peilian/shared';
import type { Context } from 'koa';
import { parseBody, parseQuery } from '../../http/validate.js';
import { allowLearnerMediaAccess } from '../../library/mediaAccess.js';
import type { Routers } from '../../http/routers.js';
import { learnerMayViewMedia } from './mediaAccessRule.js';
import { mediaItem, mediaTask, reportMedia } from './commands.js';
import { callerRequest } from '../../lib/request.js';

/** `GET api/trainning/v3/mediatask/{id}[?userid]`. */
async function task(ctx: Context): Promise<void> {
  const { userid } = parseQuery(ctx, mediaTaskQuerySchema);
  const body: MediaTaskResponse = ok(await mediaTask(callerRequest(ctx), String(ctx.params.id), userid));
  ctx.body = body;
}

/** `GET api/trainning/v3/mediatask/{id}/{videoId}[?userid]`. */
async function item(ctx: Context): Promise<void> {
  const { userid } = parseQuery(ctx, mediaTaskQuerySchema);
  const body: MediaItemResponse = ok(await mediaItem(callerRequest(ctx), String(ctx.params.id), String(ctx.params.mediaId), userid));
  ctx.body = body;
}

/** `PUT api/trainning/v3/mediatask/{id}/{videoId}`. */
async function report(ctx: Context): Promise<void> {
  const input = parseBody(ctx, mediaReportRequestSchema);
  const body: MediaReportResponse = ok(await reportMedia(callerRequest(ctx), String(ctx.params.id), String(ctx.params.mediaId), input));
  ctx.body = body;
}

/** File reading and video watching (learner §7 mediatask calls; /user/dashboard/file, /user/dashboard/video). */
export function registerMediaTaskRoutes({ learner }: Routers): void {
  // The content library's viewkey call lets learners view media of child tasks open to them.
  allowLearnerMediaAccess(learnerMayViewMedia);
  learner.get('/api/trainning/v3/mediatask/:id', task);
  learner.get('/api/trainning/v3/mediatask/:id/:mediaId', item);
  learner.put('/api/trainning/v3/mediatask/:id/:mediaId', report);
}
