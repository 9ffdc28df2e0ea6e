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
