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
  const login = await callApi<{ user?: StoredUser[] }>(base, 'POST', 'api/login', { body: { account, ...(await sealed(base, password)) } });
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

/** A password sealed under a fresh one-time key, as the clients send it. */
async function sealed(base: string, password: string): Promise<{ password: string; randomkey: string }> {
  const key = await callApi<{ randomkey: string; key: string }>(base, 'GET', 'api/login/randomcode');
  const nonce = randomFillSync(new Uint8Array(PASSWORD_NONCE_BYTES));
  return { password: encryptPassword(password, key.body.randomkey, key.body.key, nonce), randomkey: key.body.randomkey };
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

/** An administrator disables an account through the people API. */
export async function disableUser(base: string, adminToken: string, account: string): Promise<void> {
  const id = await userIdOf(base, adminToken, account);
  const answer = await callApi(base, 'POST', `api/admin/organization/user/${id}/disable`, { token: adminToken, body: { disabled: 1 } });
  if (answer.status !== 200) throw new Error(`disable ${account}: ${JSON.stringify(answer.body)}`);
}

/** An administrator sets an account's validity date (yyyy-MM-dd) through the edit-user API. */
export async function setValidity(base: string, adminToken: string, account: string, validdate: string): Promise<void> {
  const id = await userIdOf(base, adminToken, account);
  const { body } = await callApi<{ user: Record<string, unknown> }>(base, 'GET', `api/admin/organization/user/${id}`, { token: adminToken });
  const fields = ['account', 'name', 'sex', 'mobile', 'workno', 'email', 'departmentid', 'roleid', 'entrydate', 'avatar'];
  const edited = Object.fromEntries(fields.map((field) => [field, body.user[field]]));
  const answer = await callApi(base, 'PUT', `api/admin/organization/user/${id}`, { token: adminToken, body: { ...edited, validdate } });
  if (answer.status !== 200) throw new Error(`validity of ${account}: ${JSON.stringify(answer.body)}`);
}

/**
 * The user changes the password from another client: a password sign-in that must change it
 * answers with a serial, and `POST api/forcechangepassword` sets the new one (ending every session).
 */
export async function changePasswordElsewhere(base: string, account: string, password: string, newPassword: string): Promise<void> {
  const login = await callApi<{ serial?: string }>(base, 'POST', 'api/login', { body: { account, ...(await sealed(base, password)) } });
  if (!login.body.serial) throw new Error(`${account} was not asked to change the password: ${JSON.stringify(login.body)}`);
  const change = await callApi(base, 'POST', 'api/forcechangepassword', { body: { serial: login.body.serial, ...(await sealed(base, newPassword)) } });
  if (change.status !== 200) throw new Error(`password change of ${account}: ${JSON.stringify(change.body)}`);
}
