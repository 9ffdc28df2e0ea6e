import { createHash, randomBytes } from 'node:crypto';

/** A new random secret (session tokens, one-time keys, serials, tickets): base64url of `bytes` bytes. */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A new session token: 32 random bytes, base64url (43 characters). */
export function newSessionToken(): string {
  return randomSecret(32);
}

/** What the database stores instead of a secret: its sha256, hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
