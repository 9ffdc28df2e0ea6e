import { authenticateToken } from '../server/src/auth/session.js';
import { SessionCache } from '../server/src/auth/sessionCache.js';
import { hashToken, newSessionToken } from '../server/src/auth/token.js';
import { systemClock } from '../server/src/clock.js';
import { loadConfig } from '../server/src/config.js';
import { openDatabase } from '../server/src/db/client.js';
import { insertSession } from '../server/src/data/sessions.js';
import { findUserByAccount } from '../server/src/data/users.js';
import { runLoad } from './load.js';

export interface Timing {
  iterations: number;
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
}

export interface InProcessTokenCheck {
  /** The token is in the per-process cache: hash it, look it up, check the account is usable. */
  cacheHit: Timing;
  /** Not cached: the same plus the database read of session, user, organisation and department. */
  cacheMiss: Timing;
}

export interface HttpTokenCheck {
  sessionCacheMs: number;
  /** An admin route with no database work of its own, so the difference is the token check. */
  route: string;
  healthP50Ms: number;
  authenticatedP50Ms: number;
  addedP50Ms: number;
  healthP99Ms: number;
  authenticatedP99Ms: number;
  errors: number;
}

const round = (ms: number) => Number(ms.toFixed(4));

function timing(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
  const mean = sorted.reduce((sum, x) => sum + x, 0) / Math.max(1, sorted.length);
  return { iterations: sorted.length, p50Ms: round(at(50)), p99Ms: round(at(99)), meanMs: round(mean) };
}

async function sample(iterations: number, warmUp: number, run: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < warmUp; i += 1) await run();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const t0 = performance.now();
    await run();
    samples.push(performance.now() - t0);
  }
  return samples;
}

/**
 * The server's own `authenticateToken`, called in this process on the embedded database of
 * `dataDir` (no server may have it open): a fresh session of `account`, then many checks with the
 * token cached and many with it absent.
 */
export async function measureTokenCheckInProcess(dataDir: string, account: string, iterations = { hit: 50_000, miss: 2_000 }): Promise<InProcessTokenCheck> {
  const database = await openDatabase({ dataDir, databaseUrl: undefined });
  try {
    const { db } = database;
    const found = await findUserByAccount(db, account);
    if (!found) throw new Error(`no user ${account}: is the database seeded?`);
    const token = newSessionToken();
    await insertSession(db, { orgId: found.user.orgId, userId: found.user.id, tokenHash: hashToken(token), clientKind: 'pc' });

    // The default session limits: the fresh session is well inside them.
    const deps = { db, clock: systemClock, config: loadConfig({}) };
    const cache = new SessionCache(3_600_000);
    const hit = await sample(iterations.hit, 1_000, () => authenticateToken({ ...deps, sessionCache: cache }, token));
    // A fresh cache each time: the database read and the store into the cache.
    const miss = await sample(iterations.miss, 200, () => authenticateToken({ ...deps, sessionCache: new SessionCache(3_600_000) }, token));
    return { cacheHit: timing(hit), cacheMiss: timing(miss) };
  } finally {
    await database.close();
  }
}

/**
 * p50 of an authenticated admin route that does no database work of its own versus `/api/health`,
 * each on one connection so that queueing hides nothing; the difference is the token check over HTTP.
 */
export async function measureTokenCheckOverHttp(base: string, token: string, sessionCacheMs: number, durationS: number): Promise<HttpTokenCheck> {
  const route = '/api/admin/system/version';
  const health = await runLoad(base, '/api/health', 1, durationS);
  const authenticated = await runLoad(base, route, 1, durationS, { token });
  return {
    sessionCacheMs,
    route,
    healthP50Ms: health.latencyMs.p50,
    authenticatedP50Ms: authenticated.latencyMs.p50,
    addedP50Ms: Number((authenticated.latencyMs.p50 - health.latencyMs.p50).toFixed(3)),
    healthP99Ms: health.latencyMs.p99,
    authenticatedP99Ms: authenticated.latencyMs.p99,
    errors: health.errors + authenticated.errors,
  };
}
