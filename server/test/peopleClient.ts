import { randomBytes } from 'node:crypto';
import { encryptPassword, PASSWORD_NONCE_BYTES, randomCodeResponseSchema, roleResponseSchema, type Role } from '@peilian/shared';
import { expect } from 'vitest';

type Fetch = (pathname: string, init?: RequestInit) => Promise<Response>;

/** A password and its confirmation sealed under one fresh key, as the admin user form sends them. */
export async function sealPasswordPair(
  fetchPath: Fetch,
  password: string,
  confirm = password,
): Promise<{ randomkey: string; password: string; confirmpassword: string }> {
  const response = await fetchPath('/api/login/randomcode');
  const { randomkey, key } = randomCodeResponseSchema.parse(await response.json());
  const seal = (text: string) => encryptPassword(text, randomkey, key, new Uint8Array(randomBytes(PASSWORD_NONCE_BYTES)));
  return { randomkey, password: seal(password), confirmpassword: seal(confirm) };
}

export interface ApiAnswer {
  status: number;
  body: Record<string, unknown> & { errcode?: number; errmsg?: string; detail?: string[] };
}

/**
 * Calls admin routes with one session token (JSON bodies). Signing in again would end that session
 * (one live session per user and client kind), so a language is chosen per call instead.
 */
export function adminCaller(fetchPath: Fetch, token: string) {
  return async (method: string, pathname: string, body?: unknown, language = 'zh-CN'): Promise<ApiAnswer> => {
    const response = await fetchPath(pathname, {
      method,
      headers: { token, 'Accept-Language': language, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as ApiAnswer['body'] };
  };
}

/** The node of a department or position tree with this name, searched depth first. */
export function findByName<Node extends { name: string; children: Node[] }>(nodes: readonly Node[], name: string): Node | undefined {
  for (const node of nodes) {
    if (node.name === name) return node;
    const below = findByName(node.children, name);
    if (below) return below;
  }
  return undefined;
}

type AdminCaller = ReturnType<typeof adminCaller>;

/** Creates a role through the API as `caller`, expecting it to be made. */
export async function createRoleAs(caller: AdminCaller, body: Record<string, unknown>): Promise<Role> {
  const answer = await caller('POST', '/api/admin/organization/role', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return roleResponseSchema.parse(answer.body).role;
}

/**
 * A new user holding `role`, made by `owner` through the user API, and a caller signed in as them
 * (`.token` kept for learner calls and sockets).
 */
export async function roleHolder(server: { fetch: Fetch; login(account: string, password?: string): Promise<string> }, owner: AdminCaller, role: Role) {
  const account = `holder_${role.id.slice(0, 8)}_${Math.random().toString(36).slice(2, 8)}`;
  const answer = await owner('POST', '/api/admin/organization/user', {
    account,
    name: '角色用户',
    roleid: role.id,
    ...(await sealPasswordPair(server.fetch, 'abc123')),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const token = await server.login(account, 'abc123');
  return Object.assign(adminCaller(server.fetch, token), { token, account });
}
