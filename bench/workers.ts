import { startRedisServer } from '../server/test/support/engines.js';

/**
 * The environment of a server run as `workers` processes (`WORKERS`): PostgreSQL, and a Redis server
 * of the bench's own on loopback (docs/deploy.md, "Several processes"). One process needs neither.
 */
export async function workersEnv(workers: number, databaseUrl: string | undefined): Promise<{ env: Record<string, string>; stop(): Promise<void> }> {
  if (workers <= 1) return { env: {}, stop: async () => undefined };
  if (!databaseUrl) throw new Error('--workers above 1 needs --postgres: the embedded database serves one process');
  const redis = await startRedisServer();
  return { env: { WORKERS: String(workers), REDIS_URL: redis.url }, stop: redis.stop };
}

/** `--workers 1,2`: the process counts to measure, each at least 1. */
export function workerCounts(option: string): number[] {
  const counts = option.split(',').map(Number);
  if (counts.some((count) => !Number.isInteger(count) || count < 1)) throw new Error('--workers takes whole numbers from 1, separated by commas');
  return counts;
}
