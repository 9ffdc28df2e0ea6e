import {
  libraryDisableRequestSchema,
  mediaContentQuerySchema,
  mediaListQuerySchema,
  mediaStatusRequestSchema,
  ok,
  updateMediaRequestSchema,
  viewKeyQuerySchema,
  type MediaListResponse,
  type MediaResponse,
  type ViewKeyResponse,
  TASK_LIST_FUNCTION_KEYS,
} from '@peilian/shared';
import type { Context } from 'koa';
import { requireFunction } from '../../auth/functions.js';
import { authOf } from '../../auth/middleware.js';
import { authenticateToken } from '../../auth/session.js';
import { findMediaById } from '../../data/media.js';
import { appError } from '../../errors/index.js';
import { isUuid } from '../../http/request.js';
import { parseBody, parseQuery } from '../../http/validate.js';
import { sendStoredFile } from '../contentResponse.js';
import { changeMedia, mediaDetail, mediaInOrg, mediaList, setMediaDisabled, setMediaStatus } from './commands.js';
import { LIBRARY_FUNCTION, mediaForKey, viewKeyFor } from '../mediaAccess.js';
import { presentAdminMedia, presentViewing } from '../presenter.js';
import type { Routers } from '../../http/routers.js';
import { callerRequest } from '../../lib/request.js';

/** `GET api/admin/v3/media`: the content library list (`excludeid` serves pickers). */
async function list(ctx: Context): Promise<void> {
  const { rows, total } = await mediaList(callerRequest(ctx), parseQuery(ctx, mediaListQuerySchema));
  const body: MediaListResponse = ok({ rows: rows.map(presentAdminMedia), total });
  ctx.body = body;
}

async function detail(ctx: Context): Promise<void> {
  const body: MediaResponse = ok({ media: presentAdminMedia(await mediaDetail(callerRequest(ctx), String(ctx.params.id))) });
  ctx.body = body;
}

async function update(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const row = await mediaInOrg(request, String(ctx.params.id));
  const input = parseBody(ctx, updateMediaRequestSchema);
  const body: MediaResponse = ok({ media: presentAdminMedia(await changeMedia(request, row, input)) });
  ctx.body = body;
}

async function disable(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const row = await mediaInOrg(request, String(ctx.params.id));
  const { disabled } = parseBody(ctx, libraryDisableRequestSchema);
  const body: MediaResponse = ok({ media: presentAdminMedia(await setMediaDisabled(request, row, disabled)) });
  ctx.body = body;
}

async function status(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const row = await mediaInOrg(request, String(ctx.params.id));
  const input = parseBody(ctx, mediaStatusRequestSchema);
  const body: MediaResponse = ok({ media: presentAdminMedia(await setMediaStatus(request, row, input.status)) });
  ctx.body = body;
}

/** `GET api/trainning/v3/media/viewkey?fileid&time`: a short-lived key and the URLs it opens. */
async function viewKey(ctx: Context): Promise<void> {
  const { fileid } = parseQuery(ctx, viewKeyQuerySchema);
  const body: ViewKeyResponse = ok(presentViewing(await viewKeyFor(ctx.deps, authOf(ctx).user, fileid)));
  ctx.body = body;
}

/** The media a keyed request opens; a session sent along must be the key's user's. */
async function keyedMedia(ctx: Context) {
  const { key } = parseQuery(ctx, mediaContentQuerySchema);
  const id = String(ctx.params.id);
  const token = ctx.get('token');
  const sessionUserId = token ? (await authenticateToken(ctx.deps.db, token, ctx.deps.sessionCache)).user.id : undefined;
  return mediaForKey(ctx.deps, isUuid(id) ? await findMediaById(ctx.deps.db, id) : undefined, key, sessionUserId);
}

/** `GET /api/media/{id}/content?key=`: the stored file, with Range requests (video seeking). */
async function content(ctx: Context): Promise<void> {
  const media = await keyedMedia(ctx);
  await sendStoredFile(ctx, ctx.deps.storage, media.storageKey, media.format, `${media.name}.${media.format}`);
}

/** `GET /api/media/{id}/preview?key=`: a PDF as it is, or the PDF rendition of a converted document. */
async function preview(ctx: Context): Promise<void> {
  const media = await keyedMedia(ctx);
  if (media.format === 'pdf') return sendStoredFile(ctx, ctx.deps.storage, media.storageKey, 'pdf', `${media.name}.pdf`);
  if (media.previewStatus !== 'ready' || !media.previewKey) throw appError('errors.library.previewUnavailable');
  await sendStoredFile(ctx, ctx.deps.storage, media.previewKey, 'pdf', `${media.name}.pdf`);
}

/**
 * The content library's media (studysystem; editfile/editvideo follow it), the learner's viewing
 * key, and the keyed content routes (public: a `<video>` or PDF viewer sends no headers, the key is
 * the credential).
 */
export function registerMediaRoutes({ public: open, learner, admin }: Routers): void {
  const id = { targets: ['params.id'] };
  admin.get('/api/admin/v3/media', requireFunction([LIBRARY_FUNCTION, ...TASK_LIST_FUNCTION_KEYS]), list);
  admin.get('/api/admin/v3/media/:id', requireFunction(LIBRARY_FUNCTION, id), detail);
  admin.put('/api/admin/v3/media/:id', requireFunction(LIBRARY_FUNCTION, id), update);
  admin.post('/api/admin/v3/media/:id/disable', requireFunction(LIBRARY_FUNCTION, id), disable);
  admin.post('/api/admin/v3/media/:id/status', requireFunction(LIBRARY_FUNCTION, id), status);
  learner.get('/api/trainning/v3/media/viewkey', viewKey);
  open.get('/api/media/:id/content', content);
  open.get('/api/media/:id/preview', preview);
}
