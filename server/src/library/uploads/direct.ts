import { fileExtension, type CreateUploadRequest, type DirectPartsRequest, type DirectPartsResponse } from '@peilian/shared';
import type { Caller } from '../../auth/caller.js';
import { insertUpload, recordDirectParts } from '../../data/uploads.js';
import type { UploadRow } from '../../db/schema/index.js';
import { appError } from '../../errors/index.js';
import type { AppDeps } from '../../http/context.js';
import { contentTypeOf } from '../../http/storedFile.js';
import type { DirectUploads } from '../../storage/files.js';
import { storageKey } from '../../storage/keys.js';
import { contentMatchesFormatAt } from '../magicBytes.js';

/**
 * Direct uploads (object storage): the browser PUTs each part of the file straight to the bucket
 * with a presigned UploadPart request and reports the ETag the bucket answered; the server never
 * sees the bytes. At completion the parts are joined, and the object is checked — its size, its
 * first bytes — before a media row names it (docs/media.md "Direct uploads").
 */

/** Every part but the last has this size (S3 needs at least 5 MB; 5 GB makes 640 parts, under the 10 000 allowed). */
export const DIRECT_PART_BYTES = 8 * 1024 * 1024;
/** How long a part's presigned PUT is valid. */
const PART_URL_SECONDS = 15 * 60;

/** The bucket's direct uploads, else `storageUnavailable` (the upload was started on object storage, which is gone). */
function directOf(deps: AppDeps): DirectUploads {
  if (!deps.storage.direct) throw appError('errors.library.storageUnavailable');
  return deps.storage.direct;
}

/** A bucket call; its failure is the storage's unavailability, logged (never with its URLs). */
async function bucket<T>(request: Caller, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    request.log.warn({ err: error instanceof Error ? { name: error.name, message: error.message } : error, what }, 'object storage call failed');
    throw appError('errors.library.storageUnavailable');
  }
}

export const partCount = (size: number) => Math.max(1, Math.ceil(size / DIRECT_PART_BYTES));
const partSize = (size: number, partNumber: number) => Math.min(DIRECT_PART_BYTES, size - (partNumber - 1) * DIRECT_PART_BYTES);

/** `POST api/admin/v3/upload` on object storage: the object's key is chosen now and its multipart upload started. */
export async function startDirectUpload(request: Caller, input: CreateUploadRequest): Promise<UploadRow> {
  const { deps, caller } = request;
  const direct = directOf(deps);
  const key = storageKey({ orgId: caller.orgId, saveDir: input.kind, filename: input.filename, now: deps.clock.now() });
  const uploadId = await bucket(request, 'start', () => direct.start(key, contentTypeOf(fileExtension(input.filename))));
  try {
    return await insertUpload(deps.db, {
      orgId: caller.orgId,
      userId: caller.id,
      kind: input.kind,
      filename: input.filename,
      size: input.size,
      updatedAt: deps.clock.now(),
      storageKey: key,
      storageUploadId: uploadId,
    });
  } catch (error) {
    await direct.abort(key, uploadId).catch(() => undefined);
    throw error;
  }
}

/** The bytes the recorded parts make: whole parts from the first, until one is missing. */
function receivedOf(size: number, parts: Map<number, string>): number {
  let received = 0;
  for (let number = 1; number <= partCount(size) && parts.has(number); number += 1) received += partSize(size, number);
  return received;
}

/**
 * `POST api/admin/v3/upload/{id}/parts`: records the parts the client sent (their ETags), then hands
 * out presigned PUTs for the next `count` parts the server has not recorded. A client that lost its
 * place calls it with nothing sent: what was recorded is kept, and it resumes at the first missing part.
 */
export async function directParts(request: Caller, upload: UploadRow, input: DirectPartsRequest): Promise<DirectPartsResponse> {
  const { deps } = request;
  if (!upload.storageKey || !upload.storageUploadId) throw appError('errors.library.uploadDirect');
  const { storageKey: key, storageUploadId: uploadId, size } = upload;
  const direct = directOf(deps);
  const total = partCount(size);
  const parts = new Map(upload.storageParts.map((part) => [part.partNumber, part.etag]));
  for (const sent of input.sent) {
    if (sent.partnumber > total) throw appError('errors.library.uploadOversize', {}, { received: upload.received, size });
    parts.set(sent.partnumber, sent.etag);
  }
  const received = receivedOf(size, parts);
  const recorded = [...parts].sort(([a], [b]) => a - b).map(([partNumber, etag]) => ({ partNumber, etag }));
  if (!(await recordDirectParts(deps.db, upload, recorded, received, deps.clock.now()))) throw appError('errors.library.uploadNotFound');
  const next: DirectPartsResponse['parts'] = [];
  for (let number = 1; number <= total && next.length < input.count; number += 1) {
    if (parts.has(number)) continue;
    const url = await bucket(request, 'sign part', () => direct.partUrl(key, uploadId, number, PART_URL_SECONDS));
    next.push({ partnumber: number, offset: (number - 1) * DIRECT_PART_BYTES, size: partSize(size, number), url });
  }
  return { successed: true, received, size, parts: next };
}

/** What completing a direct upload gave: the stored object, or why it was refused (the object is deleted). */
export type DirectObject = { key: string; size: number } | { refused: 'size'; stored: number } | { refused: 'content' };

/**
 * Joins a direct upload's parts into its object and checks it before anything names it: its size
 * must be the declared size and its first bytes (ranged reads) must match the format; otherwise the
 * object is deleted and the refusal returned.
 */
export async function completeDirectObject(request: Caller, upload: UploadRow, format: string): Promise<DirectObject> {
  const { deps, log } = request;
  if (!upload.storageKey || !upload.storageUploadId) throw appError('errors.library.uploadDirect');
  const key = upload.storageKey;
  const uploadId = upload.storageUploadId;
  const direct = directOf(deps);
  const parts = upload.storageParts.filter((part) => part.partNumber <= partCount(upload.size));
  await bucket(request, 'complete', () => direct.complete(key, uploadId, parts));
  const stored = (await bucket(request, 'size', () => deps.storage.size(key))) ?? 0;
  if (stored !== upload.size) {
    await deps.storage.remove(key).catch(() => undefined);
    log.info({ uploadId: upload.id, stored, size: upload.size }, 'direct upload refused: size differs');
    return { refused: 'size', stored };
  }
  const readAt = async (position: number, length: number) => {
    const end = Math.min(position + length, stored) - 1;
    if (end < position) return Buffer.alloc(0);
    const chunks: Buffer[] = [];
    for await (const chunk of await deps.storage.read(key, { start: position, end })) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  if (!(await bucket(request, 'check', () => contentMatchesFormatAt(readAt, stored, format)))) {
    await deps.storage.remove(key).catch(() => undefined);
    return { refused: 'content' };
  }
  return { key, size: stored };
}

/** Drops a direct upload's parts and any object made of them (best effort: the bucket's lifecycle rule is the backstop). */
export async function discardDirect(deps: AppDeps, upload: Pick<UploadRow, 'storageKey' | 'storageUploadId'>): Promise<void> {
  if (!upload.storageKey || !upload.storageUploadId || !deps.storage.direct) return;
  await deps.storage.direct.abort(upload.storageKey, upload.storageUploadId).catch(() => undefined);
}
