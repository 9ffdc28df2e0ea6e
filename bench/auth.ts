import { randomBytes } from 'node:crypto';
import { encryptPassword, loginResponseSchema, randomCodeResponseSchema, type StoredUser } from '@peilian/shared';

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

/** `POST api/login` as a client does it: fetch a one-time key, seal the password, post. */
async function postLogin(base: string, account: string, password: string): Promise<{ response: Response; body: unknown }> {
  const keyResponse = await fetch(`${base}/api/login/randomcode`);
  const { randomkey, key } = randomCodeResponseSchema.parse(await keyResponse.json());
  const sealed = encryptPassword(password, randomkey, key, new Uint8Array(randomBytes(12)));
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account, password: sealed, randomkey }).toString(),
  });
  return { response, body: await response.json() };
}

/** One full password login; its session token. */
export async function login(base: string, account: string, password: string): Promise<string> {
  const { response, body } = await postLogin(base, account, password);
  const { successed, user } = body as { successed?: boolean; user?: { token?: string }[] };
  const token = user?.[0]?.token;
  if (!response.ok || !successed || !token) throw new Error(`login failed: ${response.status}`);
  return token;
}

/** One full password login; the signed-in user as the answer carries it, which a client keeps as its session. */
export async function loginUser(base: string, account: string, password: string): Promise<StoredUser> {
  const { response, body } = await postLogin(base, account, password);
  const parsed = loginResponseSchema.safeParse(body);
  const user = parsed.success && !('choose' in parsed.data) ? parsed.data.user[0] : undefined;
  if (!response.ok || !user) throw new Error(`login failed: ${response.status}`);
  return user;
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
