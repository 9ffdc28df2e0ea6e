import { randomBytes } from 'node:crypto';
import { encryptPassword, randomCodeResponseSchema } from '@peilian/shared';

export interface LoginLoadResult {
  connections: number;
  durationS: number;
  logins: number;
  errors: number;
  loginsPerSecond: number;
  latencyMs: { p50: number; p99: number };
}

const percentile = (sorted: number[], p: number) =>
  Number((sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0).toFixed(3));

/** One full password login as a client does it: fetch a one-time key, seal the password, post. */
export async function login(base: string, account: string, password: string): Promise<string> {
  const keyResponse = await fetch(`${base}/api/login/randomcode`);
  const { randomkey, key } = randomCodeResponseSchema.parse(await keyResponse.json());
  const sealed = encryptPassword(password, randomkey, key, new Uint8Array(randomBytes(12)));
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account, password: sealed, randomkey }).toString(),
  });
  const body = (await response.json()) as { successed?: boolean; user?: { token?: string }[] };
  const token = body.user?.[0]?.token;
  if (!response.ok || !body.successed || !token) throw new Error(`login failed: ${response.status}`);
  return token;
}

/**
 * Closed-loop logins: each connection signs in again as soon as the last login finished. Accounts
 * rotate so per-account throttling never engages; every login is a real argon2id verification.
 */
export async function runLoginLoad(base: string, accounts: string[], password: string, connections: number, durationS: number): Promise<LoginLoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const end = performance.now() + durationS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const account = accounts[next++ % accounts.length] ?? '';
        const t0 = performance.now();
        try {
          await login(base, account, password);
        } catch {
          errors += 1;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    connections,
    durationS: Number(elapsed.toFixed(2)),
    logins: latencies.length - errors,
    errors,
    loginsPerSecond: Number(((latencies.length - errors) / elapsed).toFixed(1)),
    latencyMs: { p50: percentile(latencies, 50), p99: percentile(latencies, 99) },
  };
}
