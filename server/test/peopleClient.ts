import { randomBytes } from 'node:crypto';
import { encryptPassword, PASSWORD_NONCE_BYTES, randomCodeResponseSchema } from '@peilian/shared';

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
