import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import type { Context } from 'koa';
import { findMediaListRow } from '../../data/media.js';
import { appError } from '../../errors/index.js';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { LIBRARY_FUNCTION } from '../mediaAccess.js';
import { presentAdminMedia, presentUploadStatus } from '../presenter.js';
import { completeUpload, createUpload, uploadRecord, writeChunk } from './commands.js';
import { directParts } from './direct.js';

const { uploads } = ADMIN_ENDPOINTS;
const LIBRARY = { functions: LIBRARY_FUNCTION };
const ID = { ...LIBRARY, targets: ['params.id'], load: { id: uploadRecord } };

const CHUNK_PATH = /^\/api\/admin\/v3\/upload\/[^/]+$/;
const CHUNK_TYPE = 'application/octet-stream';

/**
 * True for a chunk request (`PUT api/admin/v3/upload/{id}`, `application/octet-stream`): the body
 * parser leaves its body alone so the handler streams it to disk instead of buffering it.
 */
export function isChunkRequest(ctx: Context): boolean {
  return ctx.method === 'PUT' && CHUNK_PATH.test(ctx.path) && ctx.is(CHUNK_TYPE) === CHUNK_TYPE;
}

/** Resumable uploads of the content library (studysystem). */
export function registerUploadRoutes(routers: Routers): void {
  // Kind, filename and size pass the spec's formats and limits first.
  adminRoute(routers, uploads.create, LIBRARY, async ({ body }, request) => ok(presentUploadStatus(await createUpload(request, body()))));

  // How much has arrived (a client resumes from `received`).
  adminRoute(routers, uploads.status, ID, async ({ records }) => ok(presentUploadStatus(records.id)));

  // One chunk: the raw body, streamed to disk.
  adminRoute(routers, uploads.chunk, ID, async ({ query, records: { id: upload } }, request, ctx) => {
    if (!isChunkRequest(ctx)) throw appError('errors.unsupportedMediaType');
    const length = ctx.get('content-length') ? ctx.request.length : undefined;
    return ok(presentUploadStatus(await writeChunk(request, upload, query().offset, ctx.req, length)));
  });

  // Direct uploads (object storage): record the parts the browser sent to the bucket, sign the next ones.
  adminRoute(routers, uploads.parts, ID, async ({ body, records: { id: upload } }, request) => ok(await directParts(request, upload, body())));

  // The media row, once every byte arrived and matches the format.
  adminRoute(routers, uploads.complete, ID, async ({ body, records: { id: upload } }, request) => {
    const media = await completeUpload(request, upload, body());
    const row = await findMediaListRow(request.deps.db, media.orgId, media.id);
    if (!row) throw appError('errors.library.mediaNotFound');
    return ok({ media: presentAdminMedia(row) });
  });
}
