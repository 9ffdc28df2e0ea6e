import {
  completeUploadRequestSchema,
  createUploadRequestSchema,
  ok,
  uploadChunkQuerySchema,
  type MediaResponse,
  type UploadStatusResponse,
} from '@peilian/shared';
import type { Context } from 'koa';
import { requireFunction } from '../../auth/functions.js';
import { findMediaListRow } from '../../data/media.js';
import { appError } from '../../errors/index.js';
import { parseBody, parseQuery } from '../../http/validate.js';
import { LIBRARY_FUNCTION } from '../mediaAccess.js';
import { completeUpload, createUpload, uploadInOrg, writeChunk } from './commands.js';
import { presentAdminMedia, presentUploadStatus } from '../presenter.js';
import type { Routers } from '../../http/routers.js';
import { callerRequest } from '../../lib/request.js';

const CHUNK_PATH = /^\/api\/admin\/v3\/upload\/[^/]+$/;
const CHUNK_TYPE = 'application/octet-stream';

/**
 * True for a chunk request (`PUT api/admin/v3/upload/{id}`, `application/octet-stream`): the body
 * parser leaves its body alone so the handler streams it to disk instead of buffering it.
 */
export function isChunkRequest(ctx: Context): boolean {
  return ctx.method === 'PUT' && CHUNK_PATH.test(ctx.path) && ctx.is(CHUNK_TYPE) === CHUNK_TYPE;
}

/** `POST api/admin/v3/upload`: kind, filename and size pass the spec's formats and limits first. */
async function uploadCreate(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const input = parseBody(ctx, createUploadRequestSchema);
  const body: UploadStatusResponse = ok(presentUploadStatus(await createUpload(request, input)));
  ctx.body = body;
}

/** `GET api/admin/v3/upload/{id}`: how much has arrived (a client resumes from `received`). */
async function uploadProgress(ctx: Context): Promise<void> {
  const body: UploadStatusResponse = ok(presentUploadStatus(await uploadInOrg(callerRequest(ctx), String(ctx.params.id))));
  ctx.body = body;
}

/** `PUT api/admin/v3/upload/{id}?offset=`: one chunk, the raw body (`application/octet-stream`). */
async function uploadChunk(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const upload = await uploadInOrg(request, String(ctx.params.id));
  if (!isChunkRequest(ctx)) throw appError('errors.unsupportedMediaType');
  const { offset } = parseQuery(ctx, uploadChunkQuerySchema);
  const length = ctx.get('content-length') ? ctx.request.length : undefined;
  const body: UploadStatusResponse = ok(presentUploadStatus(await writeChunk(request, upload, offset, ctx.req, length)));
  ctx.body = body;
}

/** `POST api/admin/v3/upload/{id}/complete`: the media row, once every byte arrived and matches the format. */
async function uploadComplete(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const upload = await uploadInOrg(request, String(ctx.params.id));
  const input = parseBody(ctx, completeUploadRequestSchema);
  const media = await completeUpload(request, upload, input);
  const row = await findMediaListRow(ctx.deps.db, media.orgId, media.id);
  if (!row) throw appError('errors.library.mediaNotFound');
  const body: MediaResponse = ok({ media: presentAdminMedia(row) });
  ctx.body = body;
}

/** Resumable uploads of the content library (studysystem). */
export function registerUploadRoutes({ admin }: Routers): void {
  const id = { targets: ['params.id'] };
  admin.post('/api/admin/v3/upload', requireFunction(LIBRARY_FUNCTION), uploadCreate);
  admin.get('/api/admin/v3/upload/:id', requireFunction(LIBRARY_FUNCTION, id), uploadProgress);
  admin.put('/api/admin/v3/upload/:id', requireFunction(LIBRARY_FUNCTION, id), uploadChunk);
  admin.post('/api/admin/v3/upload/:id/complete', requireFunction(LIBRARY_FUNCTION, id), uploadComplete);
}
