import { open as openFile } from 'node:fs/promises';
import { IMAGE_UPLOAD_BYTES, ok } from '@peilian/shared';
import type { Context } from 'koa';
import { z } from 'zod';
import { authenticateToken } from '../../auth/session.js';
import { randomSecret } from '../../auth/token.js';
import { invalidInput } from '../../errors/index.js';
import { rateLimit } from '../../http/rateLimit.js';
import { parseQuery, uploadedFiles } from '../../http/validate.js';
import { DAY_OFFSET_MS, REQUEST_BUDGETS } from '../../identity/policy.js';
import { REGISTRATION_LOGO_PREFIX } from '../../identity/registration.js';
import type { Routers } from '../../routers/index.js';

const uploadQuerySchema = z.object({ filetype: z.string().max(32), animate: z.string().max(8).optional() });
/** The upload kinds served so far; the other folder kinds of admin §3 come with their features. */
const supportedFiletype = z.object({ filetype: z.enum(['logo', 'avatar']) });

/** The image type by its first bytes (never by name or declared type), or undefined. */
async function imageExtension(file: string): Promise<'png' | 'jpg' | undefined> {
  const handle = await openFile(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(8), 0, 8, 0);
    const head = buffer.subarray(0, bytesRead);
    if (head.equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
    if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
    return undefined;
  } finally {
    await handle.close();
  }
}

/** `yyyymmdd` in China time, the day folder of an upload. */
const dayFolder = (now: Date) => new Date(now.getTime() + DAY_OFFSET_MS).toISOString().slice(0, 10).replace(/-/g, '');

/**
 * The largest file the body parser accepts for this request: the registration logo upload is public,
 * so it is cut off at the image limit while still streaming in. Other requests keep the default.
 */
export function uploadLimitFor(ctx: Context): number | undefined {
  return ctx.path === '/api/file/upload' && ctx.query.filetype === 'logo' ? IMAGE_UPLOAD_BYTES : undefined;
}

/**
 * `POST api/file/upload?filetype=logo|avatar` (multipart field `file`): public for the registration
 * logo only; avatars (the admin user form) need a session. One jpg or png (checked by its bytes),
 * at most 2 MB, refused before it is stored; stored under `orgless/logo/<yyyymmdd>/<random>.<ext>`
 * or `<org id>/avatar/<yyyymmdd>/<random>.<ext>` and served at `/files/...`.
 */
async function upload(ctx: Context): Promise<void> {
  const { filetype } = parseQuery(ctx, uploadQuerySchema);
  let folder = REGISTRATION_LOGO_PREFIX;
  if (filetype !== 'logo') {
    const { user } = await authenticateToken(ctx.deps.db, ctx.get('token') || undefined);
    parseQuery(ctx, supportedFiletype);
    folder = `${user.orgId}/${filetype}/`;
  }
  const files = uploadedFiles(ctx, 'file');
  const [file] = files;
  if (!file || files.length !== 1) throw invalidInput('validation.required', {}, 'file');
  if (file.size > IMAGE_UPLOAD_BYTES) throw invalidInput('register.fileTooLarge', { size: IMAGE_UPLOAD_BYTES / 1024 / 1024 }, 'file');
  const extension = await imageExtension(file.filepath);
  if (!extension) throw invalidInput('register.imageFormat', {}, 'file');
  const key = `${folder}${dayFolder(ctx.deps.clock.now())}/${randomSecret(12)}.${extension}`;
  const stored = await ctx.deps.storage.put(file.filepath, key);
  ctx.log.info({ key, size: stored.size }, `${filetype} uploaded`);
  ctx.body = ok(stored);
}

export function registerFileRoutes({ public: open }: Routers): void {
  open.post('/api/file/upload', rateLimit('upload', REQUEST_BUDGETS.upload), upload);
}
