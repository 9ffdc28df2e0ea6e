import cluster from 'node:cluster';
import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import client from 'prom-client';
import { z } from 'zod';
import { register, requestSeconds } from '../lib/metrics.js';
import { appError } from '../errors/index.js';
import type { AppDeps } from './context.js';

/** Times every request by its route's pattern (`unmatched` for the web app, files and unknown paths). */
export function requestMetrics(): Middleware {
  return async (ctx, next) => {
    const end = requestSeconds.startTimer({ method: ctx.method });
    try {
      await next();
    } finally {
      const route = ctx._matchedRoute;
      end({ route: typeof route === 'string' ? route : 'unmatched', status: String(ctx.status) });
    }
  };
}

// One of several processes answers the primary's requests for its metrics: prom-client starts
// listening for them once an aggregator exists in the process.
if (cluster.isWorker) new client.AggregatorRegistry();

const metricsMessage = z.object({ kind: z.literal('peilian:metrics'), id: z.string(), text: z.string().optional() });

/** In the primary of several processes: answers a process asking for every process's metrics. */
export function answerMetricsRequests(): void {
  const aggregator = new client.AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    const asked = metricsMessage.safeParse(message);
    if (!asked.success || asked.data.text !== undefined) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ kind: 'peilian:metrics', id: asked.data.id, text }),
      (error: unknown) => worker.send({ kind: 'peilian:metrics', id: asked.data.id, text: `# metrics unavailable: ${(error as Error).message}\n` }),
    );
  });
}

/** This process's metrics, or, in one of several processes, all of theirs added up by the primary. */
function metricsText(): Promise<string> {
  if (!cluster.isWorker) return register.metrics();
  const id = randomUUID();
  return new Promise((resolve) => {
    const listener = (message: unknown) => {
      const answer = metricsMessage.safeParse(message);
      if (!answer.success || answer.data.id !== id || answer.data.text === undefined) return;
      process.off('message', listener);
      resolve(answer.data.text);
    };
    process.on('message', listener);
    process.send?.({ kind: 'peilian:metrics', id });
  });
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
function bearerIs(header: string, token: string): boolean {
  const given = Buffer.from(header);
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * `GET /metrics` in Prometheus's text format: to a scraper with `Authorization: Bearer
 * <METRICS_TOKEN>`, or without a token to this machine — unless behind a proxy (`TRUST_PROXY`), where
 * every request comes from it; anyone else gets 404, as for a path that is not there.
 */
export function metricsEndpoint(deps: Pick<AppDeps, 'config'>): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== '/metrics' || ctx.method !== 'GET') return next();
    const { metricsToken: token, trustProxy } = deps.config;
    const allowed = token ? bearerIs(ctx.get('authorization'), token) : !trustProxy && LOOPBACK.has(ctx.req.socket.remoteAddress ?? '');
    if (!allowed) throw appError('errors.notFound');
    ctx.set('Content-Type', register.contentType);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await metricsText();
  };
}
