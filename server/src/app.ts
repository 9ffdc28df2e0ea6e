import path from 'node:path';
import Koa, { type Middleware } from 'koa';
import compress from 'koa-compress';
import { appError, errorHandler } from './errors/index.js';
import { bodyParser, DEFAULT_BODY_LIMITS, type BodyLimits } from './http/body.js';
import type { AppDeps } from './http/context.js';
import { securityHeaders } from './http/securityHeaders.js';
import { shutdownGuard } from './http/shutdownGuard.js';
import { serveFiles, serveStoredFiles } from './http/serveFiles.js';
import { libraryFiles } from './library/publicFiles.js';
import { staticWeb } from './http/staticWeb.js';
import { requestLogger } from './logger.js';
import { metricsEndpoint, requestMetrics } from './http/metrics.js';
import { uploadLimitFor } from './library/files/routes.js';
import { collectUploadLimitFor } from './assistant/collect/routes.js';
import { isChunkRequest } from './library/uploads/routes.js';
import { importUploadLimitFor } from './http/imports.js';
import { recordingUploadLimitFor } from './practice/session/recording.js';
import { filesRoot } from './storage/files.js';
import type { RouteRegistrar, Routers } from './http/routers.js';
import { allowedMethodsFor, createRouters, mountRouters } from './routes.js';

export interface AppOptions {
  /** Extra routes (tests use this for routes that must never ship, e.g. a deliberately slow one). */
  routes?: readonly RouteRegistrar[];
  bodyLimits?: BodyLimits;
}

/** Where multipart uploads wait while their request runs. */
export const uploadTmpDir = (dataDir: string) => path.join(dataDir, 'tmp', 'uploads');

/** Any `/api` request no route answered: 405 when the path exists for other methods, else 404. */
function apiFallback(routers: Routers): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== '/api' && !ctx.path.startsWith('/api/')) return next();
    const allowed = allowedMethodsFor(routers, ctx.path);
    if (allowed.length === 0) throw appError('errors.notFound');
    ctx.set('Allow', allowed.join(', '));
    throw appError('errors.methodNotAllowed');
  };
}

/**
 * The Koa app with its fixed middleware order: request id and log → request metrics → security
 * headers (set on every answer once it is written, errors included) → error handler → `/metrics`
 * (served while draining too) → shutdown guard →
 * compression → body parsing → routers (public, learner, admin) → 404 for unknown `/api` → stored
 * files (built-in images; library content only through its keyed routes; other uploads) → web app.
 */
export function createApp(deps: AppDeps, options: AppOptions = {}): Koa {
  const app = new Koa();
  app.context.deps = deps;
  // Behind a proxy you control, ctx.ip comes from X-Forwarded-For (throttles count per client IP).
  app.proxy = deps.config.trustProxy;
  // Errors reaching Koa itself (e.g. a client hanging up mid-response) are logged, not printed.
  app.silent = true;
  app.on('error', (error: unknown) => deps.logger.warn({ err: error }, 'connection error'));

  app.use(requestLogger(deps.logger));
  app.use(requestMetrics());
  app.use(securityHeaders({ ...deps.config.securityHeaders, trustProxy: deps.config.trustProxy }));
  app.use(errorHandler());
  app.use(metricsEndpoint(deps));
  app.use(shutdownGuard(deps.isDraining));
  // Answers above 1 KB go compressed to clients that accept it (brotli at a quick level, else gzip),
  // with `Vary: Accept-Encoding`; the web build's files come compressed ahead (web/build/precompress.ts).
  app.use(compress({ threshold: 1024 }));
  app.use(
    bodyParser(
      uploadTmpDir(deps.config.dataDir),
      options.bodyLimits ?? DEFAULT_BODY_LIMITS,
      (ctx) => uploadLimitFor(ctx) ?? importUploadLimitFor(ctx) ?? recordingUploadLimitFor(ctx) ?? collectUploadLimitFor(ctx),
      isChunkRequest,
    ),
  );
  const routers = createRouters(options.routes);
  mountRouters(app, routers);
  app.use(apiFallback(routers));
  app.use(libraryFiles());
  // Local disk serves its files itself; object storage redirects each to a signed GET of the bucket.
  app.use(deps.config.storage.kind === 's3' ? serveStoredFiles(deps.storage) : serveFiles(filesRoot(deps.config.dataDir)));
  app.use(staticWeb(deps.config.webDist));
  return app;
}
