import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import type { FileStorage } from '../storage/files.js';
import { sendStoredFile } from './storedFile.js';

/** Stored files are read-only: anything but GET and HEAD is 405. */
function refusedWrite(ctx: Context): boolean {
  if (ctx.method === 'GET' || ctx.method === 'HEAD') return false;
  ctx.status = 405;
  ctx.set('Allow', 'GET, HEAD');
  return true;
}

/**
 * Serves stored uploads read-only at `/files/...` (GET/HEAD). A missing file is a plain 404, never
 * the web app; `nosniff` keeps browsers from reading an upload as anything but its extension says.
 */
export function serveFiles(root: string, prefix = '/files'): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith(`${prefix}/`)) return next();
    if (refusedWrite(ctx)) return;
    ctx.set('X-Content-Type-Options', 'nosniff');
    const relative = ctx.path.slice(prefix.length + 1);
    const served = await send(ctx, relative, {
      root,
      hidden: false,
      index: false,
      setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=86400'),
    }).catch((error: { status?: number }) => {
      if (error.status === 404 || error.status === 400 || error.status === 403) return undefined;
      throw error;
    });
    if (served) return;
    ctx.status = 404;
    ctx.type = 'text/plain; charset=utf-8';
    ctx.body = 'Not found';
  };
}

/**
 * The stored uploads of object storage at `/files/...` (GET/HEAD): the same public files as on disk
 * (what `libraryFiles` did not refuse), each answered with a redirect to a short-lived signed GET of
 * the bucket; a key that is not stored is a plain 404.
 */
export function serveStoredFiles(storage: FileStorage, prefix = '/files'): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith(`${prefix}/`)) return next();
    if (refusedWrite(ctx)) return;
    const key = storage.keyOf(ctx.path);
    const format = key?.slice(key.lastIndexOf('.') + 1) ?? '';
    if (key) return sendStoredFile(ctx, storage, key, format, key.slice(key.lastIndexOf('/') + 1));
    ctx.status = 404;
    ctx.type = 'text/plain; charset=utf-8';
    ctx.body = 'Not found';
  };
}
