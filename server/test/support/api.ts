import { randomFillSync } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { encryptPassword, PASSWORD_NONCE_BYTES, type StoredUser } from '@peilian/shared';
import { DEMO_PASSWORD } from '../../src/seed/accounts.js';

export { DEMO_ORGANISATION, DEMO_PASSWORD } from '../../src/seed/accounts.js';

/** Calls the server's API from outside any app (JSON body, optional token). */
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

/** A password sealed under a fresh one-time key, as the clients send it. */
export async function sealedPassword(base: string, password: string): Promise<{ password: string; randomkey: string }> {
  const key = await callApi<{ randomkey: string; key: string }>(base, 'GET', 'api/login/randomcode');
  const nonce = randomFillSync(new Uint8Array(PASSWORD_NONCE_BYTES));
  return { password: encryptPassword(password, key.body.randomkey, key.body.key, nonce), randomkey: key.body.randomkey };
}

/** Signs an account in through the real login call (one-time key, sealed password): the stored user with its token. */
export async function signIn(base: string, account: string, password = DEMO_PASSWORD): Promise<StoredUser> {
  const login = await callApi<{ user?: StoredUser[] }>(base, 'POST', 'api/login', { body: { account, ...(await sealedPassword(base, password)) } });
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
      const latest = lines
        .map((line) => JSON.parse(line) as { mobile: string; code: string })
        .filter((entry) => entry.mobile === mobile)
        .at(-1);
      if (latest) return latest.code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no SMS code for ${mobile} in ${file}`);
}

/** The id of a user of the caller's organisation, found by account through the admin user list. */
export async function userIdOf(base: string, adminToken: string, account: string): Promise<string> {
  const list = await callApi<{ rows?: { id: string; account: string }[] }>(base, 'GET', `api/admin/organization/userlist?name=${encodeURIComponent(account)}`, {
    token: adminToken,
  });
  const row = list.body.rows?.find((entry) => entry.account === account);
  if (!row) throw new Error(`no user ${account}: ${JSON.stringify(list.body)}`);
  return row.id;
}
