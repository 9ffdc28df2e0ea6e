import type { Context } from 'koa';
import { ANSWERED, XLSX_TYPE } from './contract.js';
import { appError } from '../errors/index.js';
import type { FileStorage } from '../storage/files.js';

/** Content types by format (admin §9 file and video formats; PDF renditions). */
const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: XLSX_TYPE,
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  wps: 'application/vnd.ms-works',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  '3gp': 'video/3gpp',
  flv: 'video/x-flv',
  avi: 'video/x-msvideo',
  wmv: 'video/x-ms-wmv',
  mpeg: 'video/mpeg',
  rm: 'application/vnd.rn-realmedia',
  rmvb: 'application/vnd.rn-realmedia-vbr',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  // Uploaded images (covers, logos, avatars), served from object storage by their signed GET.
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

export const contentTypeOf = (format: string) => CONTENT_TYPES[format] ?? 'application/octet-stream';

/**
 * The byte range a `Range` header asks for within `size` bytes: undefined for the whole file (no
 * header, several ranges, or another unit), null when it cannot be satisfied.
 */
export function requestedRange(header: string | undefined, size: number): { start: number; end: number } | null | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (!from && !to) return null;
  if (!from) {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return null;
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to ? Math.min(Number(to), size - 1) : size - 1;
  if (start >= size || end < start) return null;
  return { start, end };
}

const KEPT_AN_HOUR = 'private, max-age=3600';
const KEPT_FOR_GOOD = 'private, max-age=31536000, immutable';

/**
 * Answers with a stored file, honouring one `Range` (206 with Content-Range, 416 when it cannot be
 * met) so a video can seek; inline, private, never sniffed. On object storage it answers a 302 to a
 * short-lived presigned GET instead (the bucket honours Range and is told the type and name); the
 * caller's access checks have all run before this is called.
 */
export async function sendStoredFile(
  ctx: Context,
  storage: FileStorage,
  key: string,
  format: string,
  filename: string,
  cacheControl = KEPT_AN_HOUR,
): Promise<void> {
  const size = await storage.size(key);
  if (size === undefined) {
    ctx.status = 404;
    ctx.type = 'text/plain; charset=utf-8';
    ctx.body = 'Not found';
    return;
  }
  // Object storage: the caller's access was checked by the route; the bytes come from the bucket.
  const signed = await storage.signedUrl(key, { filename, contentType: contentTypeOf(format) });
  if (signed) {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.status = 302;
    ctx.redirect(signed);
    return;
  }
  ctx.set('Accept-Ranges', 'bytes');
  ctx.set('Cache-Control', cacheControl);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(filename)}`);
  ctx.type = contentTypeOf(format);
  const range = requestedRange(ctx.get('range') || undefined, size);
  if (range === null) {
    ctx.status = 416;
    ctx.set('Content-Range', `bytes */${size}`);
    ctx.body = '';
    return;
  }
  if (range) {
    ctx.status = 206;
    ctx.set('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
    ctx.length = range.end - range.start + 1;
    ctx.body = ctx.method === 'HEAD' ? null : await storage.read(key, range);
    return;
  }
  ctx.status = 200;
  ctx.length = size;
  ctx.body = ctx.method === 'HEAD' ? null : await storage.read(key);
}

/** Answers with a learner's kept recording of a spoken answer (mp3, with Range); none kept is the recording's not-found. */
export async function sendRecording(ctx: Context, storage: FileStorage, key: string | null, seq: number): Promise<typeof ANSWERED> {
  if (!key || !(await storage.exists(key))) throw appError('errors.practiceSession.recordingNotFound');
  await sendStoredFile(ctx, storage, key, 'mp3', `answer-${seq}.mp3`);
  return ANSWERED;
}

/**
 * Answers with a stored wav of the voice library (a ringtone, a background ambience): kept by clients
 * an hour, or `forGood` when its URL can never answer other bytes (an audio's id names one file).
 */
export async function sendWav(
  ctx: Context,
  storage: FileStorage,
  key: string,
  filename: string,
  kept: 'anHour' | 'forGood' = 'anHour',
): Promise<typeof ANSWERED> {
  return sendSound(ctx, storage, key, 'wav', filename, kept);
}

/**
 * Answers with stored speech — a customer's line, a question asked — as MP3 with Range, kept by
 * clients an hour, or `forGood` (a year, immutable) when its URL can never answer other bytes (a
 * content-addressed voice file).
 */
export async function sendSpeech(
  ctx: Context,
  storage: FileStorage,
  key: string,
  filename: string,
  kept: 'anHour' | 'forGood' = 'anHour',
): Promise<typeof ANSWERED> {
  return sendSound(ctx, storage, key, 'mp3', filename, kept);
}

async function sendSound(
  ctx: Context,
  storage: FileStorage,
  key: string,
  format: 'wav' | 'mp3',
  filename: string,
  kept: 'anHour' | 'forGood',
): Promise<typeof ANSWERED> {
  await sendStoredFile(ctx, storage, key, format, filename, kept === 'forGood' ? KEPT_FOR_GOOD : KEPT_AN_HOUR);
  return ANSWERED;
}
