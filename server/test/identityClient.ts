import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { encryptPassword, PASSWORD_NONCE_BYTES, randomCodeResponseSchema } from '@peilian/shared';
import { smsOutboxFile } from '../src/providers/sms/index.js';

type Fetch = (pathname: string, init?: RequestInit) => Promise<Response>;

/** Fetches a one-time key and seals a password under it, as the web and mini-program clients do. */
export async function sealPassword(fetchPath: Fetch, password: string): Promise<{ randomkey: string; password: string }> {
  const response = await fetchPath('/api/login/randomcode');
  const { randomkey, key } = randomCodeResponseSchema.parse(await response.json());
  return { randomkey, password: encryptPassword(password, randomkey, key, new Uint8Array(randomBytes(PASSWORD_NONCE_BYTES))) };
}

export interface PasswordLoginInput {
  account: string;
  password: string;
  /** The captcha answer, sent as `randomcode`. */
  captcha?: string;
  /** A key fetched earlier (e.g. the one a captcha was drawn for); default: a fresh one. */
  randomkey?: { randomkey: string; key: string };
  headers?: Record<string, string>;
  /** Further form fields: a device token, a Tencent captcha's ticket and randstr. */
  fields?: Record<string, string>;
}

/** `POST /api/login` with the password sealed under a one-time key (form-encoded, like the clients). */
export async function postPasswordLogin(fetchPath: Fetch, input: PasswordLoginInput): Promise<Response> {
  const sealed = input.randomkey
    ? {
        randomkey: input.randomkey.randomkey,
        password: encryptPassword(input.password, input.randomkey.randomkey, input.randomkey.key, new Uint8Array(randomBytes(PASSWORD_NONCE_BYTES))),
      }
    : await sealPassword(fetchPath, input.password);
  const form: Record<string, string> = { account: input.account, ...sealed };
  if (input.captcha !== undefined) form.randomcode = input.captcha;
  Object.assign(form, input.fields);
  return fetchPath('/api/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...input.headers },
    body: new URLSearchParams(form).toString(),
  });
}

/** POSTs a JSON body. */
export function postJson(fetchPath: Fetch, pathname: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetchPath(pathname, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

export interface OutboxCode {
  mobile: string;
  code: string;
  purpose: 'login' | 'register';
  at: string;
}

export interface OutboxNotice {
  mobile: string;
  template: string;
  params: string[];
  text: string;
  at: string;
}

export type OutboxMessage = OutboxCode | OutboxNotice;

/** Every SMS (codes and notices) the outbox provider wrote for this server's data directory. */
export async function readSmsOutbox(dataDir: string): Promise<OutboxMessage[]> {
  const text = await readFile(smsOutboxFile(dataDir), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxMessage);
}

/** The newest code sent to a mobile, read from the outbox file as a demo user would. */
export async function lastSmsCode(dataDir: string, mobile: string): Promise<string | undefined> {
  const codes = (await readSmsOutbox(dataDir)).filter((message): message is OutboxCode => 'code' in message);
  return codes.filter((message) => message.mobile === mobile).at(-1)?.code;
}

/** The notices (not codes) the outbox provider wrote to a mobile, oldest first. */
export async function smsNoticesTo(dataDir: string, mobile: string): Promise<OutboxNotice[]> {
  return (await readSmsOutbox(dataDir)).filter((message): message is OutboxNotice => 'template' in message && message.mobile === mobile);
}
