import { afterCommit, whenRefused } from '../../db/operationScope.js';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { mkdir, open, readdir, rm, stat, truncate } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CATALOG_TYPES,
  FILE_REFERENCE_RULES,
  fileExtension,
  formatFileSize,
  VIDEO_STATUS,
  type CompleteUploadRequest,
  type CreateUploadRequest,
  type MediaKind,
} from '@peilian/shared';
import type { MediaRow, UploadRow } from '../../db/schema/index.js';
import { findCatalogueInOrg } from '../../data/catalogues.js';
import {
  advanceUpload,
  completeUploadAsMedia,
  deleteUpload,
  existingUploadIds,
  findUploadInOrg,
  insertUpload,
  listStaleUploads,
  type UploadKey,
} from '../../data/uploads.js';
import { appError } from '../../errors/index.js';
import type { AppDeps } from '../../http/context.js';
import { isUuid } from '../../http/request.js';
import { storageKey } from '../../storage/keys.js';
import { completeDirectObject, discardDirect, startDirectUpload } from './direct.js';
import { catalogueAccess } from '../catalogues/guard.js';
import { findConverter } from '../converter.js';
import { contentMatchesFormat } from '../magicBytes.js';
import { initialPreviewStatus, previewQueue } from '../preview.js';
import type { Caller } from '../../auth/caller.js';
import { checkFileReference } from '../../storage/fileReferences.js';
import { recordLoader } from '../../http/records.js';
import { assertStorage } from '../../usage/capacity.js';
import { recordStored } from '../../usage/record.js';

/** The chunk size clients are told to send, and the largest chunk accepted in one request. */
export const UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;
export const UPLOAD_MAX_CHUNK_BYTES = 16 * 1024 * 1024;
/** An upload nobody has touched for this long is abandoned: its row and `.part` file are removed. */
export const UPLOAD_STALE_MS = 24 * 60 * 60 * 1000;
const PRUNE_INTERVAL_MS = 10 * 60 * 1000;

/** Where an upload's bytes wait until it completes. */
export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');
export const partPath = (dataDir: string, id: string) => path.join(uploadsDir(dataDir), `${id}.part`);

/** Uploads with a chunk or completion running in this process (one at a time per upload). */
const busy = new Set<string>();

async function exclusively<T>(upload: UploadRow, work: () => Promise<T>): Promise<T> {
  if (busy.has(upload.id)) throw appError('errors.library.uploadOffset', { received: upload.received }, { received: upload.received, size: upload.size });
  busy.add(upload.id);
  try {
    return await work();
  } finally {
    busy.delete(upload.id);
  }
}

/** An upload the caller started (in their organisation), else `errors.library.uploadNotFound`; its routes load it for `:id`. */
export const uploadRecord = recordLoader('errors.library.uploadNotFound', async (db, orgId, id, caller) => {
  const found = await findUploadInOrg(db, orgId, id);
  // An upload belongs to whoever started it: another administrator's chunks would corrupt it.
  return found?.userId === caller.userId ? found : undefined;
});

/** `POST api/admin/v3/upload`: the schema already checked kind, format and size; nothing is stored yet. */
export async function createUpload(request: Caller, input: CreateUploadRequest): Promise<UploadRow> {
  const { deps, log, caller } = request;
  await pruneStaleUploadsNow(deps).catch((error: unknown) => log.warn({ err: error }, 'upload pruning failed'));
  // The declared size must fit the organisation's storage before anything is kept (docs/billing.md "Capacity").
  await assertStorage(request, input.size);
  if (deps.storage.direct) {
    // Object storage: the browser sends the bytes straight to the bucket (direct.ts).
    const direct = await startDirectUpload(request, input);
    log.info({ uploadId: direct.id, kind: input.kind, size: input.size, by: caller.id, mode: 'direct' }, 'upload started');
    return direct;
  }
  const upload = await insertUpload(deps.db, {
    orgId: caller.orgId,
    userId: caller.id,
    kind: input.kind,
    filename: input.filename,
    size: input.size,
    updatedAt: deps.clock.now(),
  });
  await mkdir(uploadsDir(deps.config.dataDir), { recursive: true });
  await (await open(partPath(deps.config.dataDir, upload.id), 'w')).close();
  log.info({ uploadId: upload.id, kind: input.kind, size: input.size, by: caller.id }, 'upload started');
  return upload;
}

class ChunkLimit extends Error {}

/**
 * `PUT api/admin/v3/upload/{id}?offset=`: streams one chunk from the request to the `.part` file at
 * `offset`, which must be what the server has (else the current `received` is returned in the
 * error so the client resumes there). A chunk over the chunk limit or past the declared size is
 * refused and changes nothing; a chunk cut off by a dropped connection keeps the bytes that arrived.
 */
export async function writeChunk(request: Caller, upload: UploadRow, offset: number, body: Readable, declaredLength?: number): Promise<UploadRow> {
  const { deps } = request;
  const at = { received: upload.received, size: upload.size };
  if (upload.storageUploadId) throw appError('errors.library.uploadDirect', {}, at);
  if (offset !== upload.received) throw appError('errors.library.uploadOffset', { received: upload.received }, at);
  const tooLarge = appError('errors.library.chunkTooLarge', { max: formatFileSize(UPLOAD_MAX_CHUNK_BYTES) }, at);
  const oversize = appError('errors.library.uploadOversize', {}, at);
  if (declaredLength !== undefined && declaredLength > UPLOAD_MAX_CHUNK_BYTES) throw tooLarge;
  if (declaredLength !== undefined && offset + declaredLength > upload.size) throw oversize;
  return exclusively(upload, async () => {
    const file = partPath(deps.config.dataDir, upload.id);
    // Bytes past `received` are leftovers of a chunk whose bookkeeping never finished.
    await truncate(file, offset).catch(async () => (await open(file, 'w')).close());
    let count = 0;
    let overflow: 'chunk' | 'size' | undefined;
    // Past a limit the rest is read and dropped, so the client gets the answer instead of a reset
    // connection; a body far past the limit is cut off.
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        count += chunk.length;
        if (!overflow && count > UPLOAD_MAX_CHUNK_BYTES) overflow = 'chunk';
        if (!overflow && offset + count > upload.size) overflow = 'size';
        if (!overflow) done(null, chunk);
        else done(count > 2 * UPLOAD_MAX_CHUNK_BYTES ? new ChunkLimit() : null);
      },
    });
    const out = createWriteStream(file, { flags: 'r+', start: offset });
    let failure: unknown;
    try {
      await pipeline(body, counter, out);
    } catch (error) {
      failure = error;
    }
    if (!out.closed) await once(out, 'close');
    if (overflow) {
      await truncate(file, offset);
      throw overflow === 'chunk' ? tooLarge : oversize;
    }
    // After a drop, keep what reached the disk so the client resumes from there.
    const written = failure ? Math.max(0, Math.min(count, (await stat(file)).size - offset)) : count;
    await truncate(file, offset + written);
    const received = offset + written;
    if (!(await advanceUpload(deps.db, upload, offset, received, deps.clock.now()))) {
      throw appError('errors.library.uploadNotFound');
    }
    if (failure) request.log.info({ uploadId: upload.id, received }, 'upload chunk cut off');
    return { ...upload, received, updatedAt: deps.clock.now() };
  });
}

const CATALOG_TYPE_OF: Record<MediaKind, number> = { file: CATALOG_TYPES.file, video: CATALOG_TYPES.video };

/** The catalogue type of a media kind: files in file catalogues (5), videos in video catalogues (6). */
export const mediaCatalogueType = (kind: string): number => (kind === 'video' ? CATALOG_TYPE_OF.video : CATALOG_TYPE_OF.file);

/** The catalogue a request names for a media of `kind` ('' = none), inside the organisation (rights are the caller's to check). */
export async function catalogueFor({ deps, caller }: Caller, kind: MediaKind, catalogid: string): Promise<string | null> {
  if (!catalogid) return null;
  const found = isUuid(catalogid) ? await findCatalogueInOrg(deps.db, caller.orgId, catalogid) : undefined;
  if (!found || found.type !== CATALOG_TYPE_OF[kind]) throw appError('errors.library.catalogNotFound');
  return found.id;
}

/** A media cover: '' or a file or video cover uploaded into the organisation, or a built-in cover (`kept` is the media's current one). */
export async function coverFor({ deps, caller }: Caller, cover: string, kept?: string): Promise<string> {
  if (cover) await checkFileReference(deps.storage, caller.orgId, cover, FILE_REFERENCE_RULES.mediaCover, 'cover', { kept });
  return cover;
}

/** The media name: what the form gave, else the file name without its extension. */
function mediaName(upload: UploadRow, name: string): string {
  if (name) return name;
  const extension = fileExtension(upload.filename);
  return (
    upload.filename
      .slice(0, extension ? -(extension.length + 1) : undefined)
      .trim()
      .slice(0, 100) || upload.filename.slice(0, 100)
  );
}

/**
 * `POST api/admin/v3/upload/{id}/complete`: every byte must have arrived and the content must be
 * what the extension says (else the upload is discarded); then the file moves into storage and the
 * media row appears in one step. A catalogue it goes into needs `add` there. Office documents are
 * queued for PDF conversion when a converter is installed; a video starts processing (status 0),
 * which the video job takes up.
 */
export async function completeUpload(request: Caller, upload: UploadRow, input: CompleteUploadRequest): Promise<MediaRow> {
  const { deps, log, caller } = request;
  const kind = upload.kind as MediaKind;
  return exclusively(upload, async () => {
    if (upload.received !== upload.size) {
      throw appError('errors.library.uploadIncomplete', { received: upload.received, size: upload.size }, { received: upload.received, size: upload.size });
    }
    const catalogId = await catalogueFor(request, kind, input.catalogid);
    // Placing a media in a catalogue is adding to it (its access list); a refusal keeps the upload for another try.
    (await catalogueAccess(request, CATALOG_TYPE_OF[kind])).assert(catalogId, 'add');
    const cover = await coverFor(request, input.cover);
    const file = partPath(deps.config.dataDir, upload.id);
    const format = fileExtension(upload.filename);
    // A direct upload's object is joined and checked in the bucket; chunks are checked on disk, then moved.
    const direct = upload.storageUploadId ? await completeDirectObject(request, upload, format) : undefined;
    if (direct && 'refused' in direct && direct.refused === 'size') {
      await whenRefused(() => discardUpload(deps, upload));
      throw appError('errors.library.storedSizeMismatch', { stored: direct.stored, size: upload.size });
    }
    if (direct ? 'refused' in direct : !(await contentMatchesFormat(file, format))) {
      await whenRefused(() => discardUpload(deps, upload));
      log.info({ uploadId: upload.id, format }, 'upload refused: content does not match its format');
      throw appError('errors.library.contentMismatch');
    }
    const key = direct && 'key' in direct ? direct.key : storageKey({ orgId: caller.orgId, saveDir: kind, filename: upload.filename, now: deps.clock.now() });
    const stored = direct && 'key' in direct ? direct : await deps.storage.put(file, key);
    const previewStatus = initialPreviewStatus(kind, format, Boolean(await findConverter()));
    let media: MediaRow | undefined;
    try {
      media = await completeUploadAsMedia(deps.db, upload, {
        orgId: caller.orgId,
        kind,
        catalogId,
        name: mediaName(upload, input.name),
        format,
        size: stored.size,
        storageKey: key,
        cover,
        previewStatus,
        // A video plays once it is made playable on phones (docs/media.md "Video processing").
        status: kind === 'video' ? VIDEO_STATUS.processing : VIDEO_STATUS.passed,
        creatorId: caller.id,
        createdAt: deps.clock.now(),
      });
    } finally {
      if (!media) await deps.storage.remove(key);
    }
    if (!media) throw appError('errors.library.uploadNotFound');
    const converted = media;
    if (previewStatus === 'pending') afterCommit(() => previewQueue(deps).enqueue(converted));
    await recordStored(request, { subject: 'media', subjectId: media.id }, stored.size);
    log.info({ uploadId: upload.id, mediaId: media.id, kind, size: stored.size, by: caller.id }, 'upload completed');
    return media;
  });
}

/** Removes an upload and its bytes (a direct upload's parts in the bucket). */
async function discardUpload(deps: AppDeps, upload: UploadKey & Partial<Pick<UploadRow, 'storageKey' | 'storageUploadId'>>): Promise<void> {
  await deleteUpload(deps.db, upload);
  await rm(partPath(deps.config.dataDir, upload.id), { force: true });
  await discardDirect(deps, { storageKey: upload.storageKey ?? null, storageUploadId: upload.storageUploadId ?? null });
}

const lastPrune = new WeakMap<AppDeps, number>();

/** Prunes at most every ten minutes per process (called as uploads start). */
async function pruneStaleUploadsNow(deps: AppDeps): Promise<void> {
  const now = deps.clock.now().getTime();
  const last = lastPrune.get(deps);
  if (last !== undefined && now - last < PRUNE_INTERVAL_MS) return;
  lastPrune.set(deps, now);
  await pruneStaleUploads(deps);
}

/**
 * Removes abandoned uploads (untouched for a day) and `.part` files no upload owns any more
 * (left by a crash between steps). Returns how many uploads and orphan files were removed.
 */
export async function pruneStaleUploads(deps: AppDeps): Promise<{ uploads: number; orphans: number }> {
  const now = deps.clock.now().getTime();
  const stale = await listStaleUploads(deps.db, new Date(now - UPLOAD_STALE_MS));
  for (const upload of stale) await discardUpload(deps, upload);
  const dir = uploadsDir(deps.config.dataDir);
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => /^[0-9a-f-]{36}\.part$/.test(name));
  const owned = await existingUploadIds(
    deps.db,
    names.map((name) => name.slice(0, 36)),
  );
  let orphans = 0;
  for (const name of names) {
    if (owned.has(name.slice(0, 36))) continue;
    const info = await stat(path.join(dir, name)).catch(() => undefined);
    // A `.part` created a moment ago may belong to an upload whose row is being written.
    if (info && now - info.mtimeMs > PRUNE_INTERVAL_MS) {
      await rm(path.join(dir, name), { force: true });
      orphans += 1;
    }
  }
  if (stale.length || orphans) deps.logger.info({ uploads: stale.length, orphans }, 'abandoned uploads pruned');
  return { uploads: stale.length, orphans };
}
