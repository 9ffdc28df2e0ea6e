import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';

const NO_CACHE = new Set(['index.html', 'sw.js', 'manifest.webmanifest']);

function cacheControl(relativePath: string): string {
  const normalised = relativePath.split(path.sep).join('/').replace(/\.(br|gz)$/, '');
  if (NO_CACHE.has(normalised)) return 'no-cache';
  // Vite puts content-hashed bundles under assets/: their URL changes whenever they do.
  if (normalised.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>陪练 Peilian</title></head>
<body>
<h1>陪练 Peilian</h1>
<p>网页应用尚未构建。请在仓库根目录运行 <code>pnpm build:web</code>，然后刷新本页。</p>
<p>The web app is not built yet. Run <code>pnpm build:web</code> in the repository root, then reload this page.</p>
<p>API: <a href="/api/health">/api/health</a></p>
</body></html>
`;

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * Serves the built web app for GET/HEAD outside `/api` and `/socket.io`. Paths without a file
 * extension fall back to index.html (the app uses hash routing, so this mostly serves `/`); a
 * missing file with an extension is a plain 404 so a stale bundle URL never receives HTML.
 */
export function staticWeb(webDist: string): Middleware {
  const root = path.resolve(webDist);
  const index = path.join(root, 'index.html');
  const setHeaders = (res: { setHeader(name: string, value: string): void }, file: string) => {
    res.setHeader('Cache-Control', cacheControl(path.relative(root, file)));
  };
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/api' || ctx.path.startsWith('/api/') || ctx.path.startsWith('/socket.io')) return next();

    if (!(await isFile(index))) {
      ctx.status = 200;
      ctx.type = 'text/html; charset=utf-8';
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = NOT_BUILT_PAGE;
      return;
    }

    // koa-send decodes the path itself and refuses paths that escape the root.
    const relative = ctx.path.replace(/^\/+/, '');
    if (relative && !relative.endsWith('/')) {
      const served = await send(ctx, relative, { root, setHeaders, hidden: false, index: false }).catch(
        (error: { status?: number }) => {
          if (error.status === 404 || error.status === 400 || error.status === 403) return undefined;
          throw error;
        },
      );
      if (served) return;
    }
    if (path.extname(relative)) {
      ctx.status = 404;
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = 'Not found';
      return;
    }
    await send(ctx, 'index.html', { root, setHeaders });
  };
}
