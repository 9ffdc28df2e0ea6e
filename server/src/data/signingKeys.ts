import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { signingKeys } from '../db/schema/index.js';

/**
 * The signing secret for a purpose: the stored one, or `candidate` stored now when there is none.
 * Two processes asking at once both end up with the one that was stored first.
 */
export async function ensureSigningKey(db: Db, name: string, candidate: string): Promise<string> {
  await db.insert(signingKeys).values({ name, secret: candidate }).onConflictDoNothing();
  const [row] = await db.select({ secret: signingKeys.secret }).from(signingKeys).where(eq(signingKeys.name, name)).limit(1);
  if (!row) throw new Error(`signing key ${name} missing after insert`);
  return row.secret;
}

const secrets = new WeakMap<Db, Map<string, Promise<string>>>();

/**
 * The server-wide secret for a purpose, read (or made by `make` and stored) once per database and
 * process: one per database, so every process signs and checks alike.
 */
export function signingSecret(db: Db, name: string, make: () => string): Promise<string> {
  let named = secrets.get(db);
  if (!named) secrets.set(db, (named = new Map()));
  let secret = named.get(name);
  if (!secret) {
    secret = ensureSigningKey(db, name, make());
    secret.catch(() => named.delete(name));
    named.set(name, secret);
  }
  return secret;
}
