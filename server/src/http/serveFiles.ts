import type { Middleware } from 'koa';
import send from 'koa-send';

/**
 * Serves stored uploads read-only at `/files/...` (GET/HEAD). A missing file is a plain 404, never
 * the web app; `nosniff` keeps browsers from reading an upload as anything but its extension says.
 */
export function serveFiles(root: string, prefix = '/files'): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith(`${prefix}/`)) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.status = 405;
      ctx.set('Allow', 'GET, HEAD');
      return;
    }
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
