import { lstat, readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';

const NO_CACHE = new Set(['index.html', 'sw.js', 'manifest.webmanifest']);

function cacheControl(relativePath: string): string {
  const normalised = relativePath
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
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
 * The builds kept beside the current one `build`, newest first, when `root` is a link to one build
 * among others (`web/build/releases.ts`: `dist` → `.releases/<build>`); none for a plain folder.
 */
async function earlierBuilds(root: string, build: string): Promise<string[]> {
  try {
    if (!(await lstat(root)).isSymbolicLink()) return [];
    const folder = path.dirname(build);
    const entries = await readdir(folder, { withFileTypes: true });
    return entries
      .filter((entry) => entry.isDirectory() && path.join(folder, entry.name) !== build)
      .map((entry) => path.join(folder, entry.name))
      .sort()
      .reverse();
  } catch {
    return [];
  }
}

const headersFrom = (from: string) => (res: { setHeader(name: string, value: string): void }, file: string) => {
  res.setHeader('Cache-Control', cacheControl(path.relative(from, file)));
};

/**
 * Serves the built web app for GET/HEAD outside `/api` and `/socket.io`. Paths without a file
 * extension fall back to index.html (the app uses hash routing, so this mostly serves `/`); a
 * missing file with an extension is a plain 404 so a stale bundle URL never receives HTML.
 * `webDist` may be a link switched to each new build: each request follows it once and answers
 * wholly from that build, and a hashed asset missing from it is looked for in the earlier builds
 * kept beside it, so a page opened before a rebuild still loads its lazy chunks.
 */
export function staticWeb(webDist: string): Middleware {
  const root = path.resolve(webDist);
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/api' || ctx.path.startsWith('/api/') || ctx.path.startsWith('/socket.io')) return next();

    const build = await realpath(root).catch(() => root);
    if (!(await isFile(path.join(build, 'index.html')))) {
      ctx.status = 200;
      ctx.type = 'text/html; charset=utf-8';
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = NOT_BUILT_PAGE;
      return;
    }

    // koa-send decodes the path itself and refuses paths that escape the root.
    const relative = ctx.path.replace(/^\/+/, '');
    if (relative && !relative.endsWith('/')) {
      const sendFrom = (from: string) =>
        send(ctx, relative, { root: from, setHeaders: headersFrom(from), hidden: false, index: false }).catch((error: { status?: number }) => {
          if (error.status === 404 || error.status === 400 || error.status === 403) return undefined;
          throw error;
        });
      if (await sendFrom(build)) return;
      if (relative.startsWith('assets/')) for (const from of await earlierBuilds(root, build)) if (await sendFrom(from)) return;
    }
    if (path.extname(relative)) {
      ctx.status = 404;
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = 'Not found';
      return;
    }
    await send(ctx, 'index.html', { root: build, setHeaders: headersFrom(build) });
  };
}
