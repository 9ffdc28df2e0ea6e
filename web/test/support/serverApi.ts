import { encryptPassword, PASSWORD_NONCE_BYTES, type StoredUser } from '@peilian/shared';
import { randomFillSync } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Calls the server's API as a test would from outside the browser (JSON body, optional token). */
export async function callApi<T = Record<string, unknown>>(
  base: string,
  method: string,
  path: string,
  { token, body }: { token?: string; body?: Record<string, unknown> } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${base}/${path.replace(/^\//, '')}`, {
    method,
    headers: { Accept: 'application/json', ...(token ? { token } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** Signs an account in through the real login call (one-time key, sealed password); returns the stored user. */
export async function apiSignIn(base: string, account: string, password: string): Promise<StoredUser> {
  const key = await callApi<{ randomkey: string; key: string }>(base, 'GET', 'api/login/randomcode');
  const nonce = randomFillSync(new Uint8Array(PASSWORD_NONCE_BYTES));
  const sealed = encryptPassword(password, key.body.randomkey, key.body.key, nonce);
  const login = await callApi<{ user?: StoredUser[] }>(base, 'POST', 'api/login', { body: { account, password: sealed, randomkey: key.body.randomkey } });
  const user = login.body.user?.[0];
  if (!user) throw new Error(`${account} could not sign in: ${JSON.stringify(login.body)}`);
  return user;
}

/** The latest SMS code the outbox provider wrote for a mobile (`<DATA_DIR>/outbox/sms.jsonl`). */
export async function outboxCode(dataDir: string, mobile: string, timeoutMs = 10_000): Promise<string> {
  const file = join(dataDir, 'outbox', 'sms.jsonl');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (existsSync(file)) {
      const lines = readFileSync(file, 'utf8').trim().split('\n').filter(Boolean);
      const entries = lines.map((line) => JSON.parse(line) as { mobile: string; code: string });
      const latest = entries.filter((entry) => entry.mobile === mobile).at(-1);
      if (latest) return latest.code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no SMS code for ${mobile} in ${file}`);
}
