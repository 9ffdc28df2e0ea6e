import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/**
 * Has the organisation the AI-LLM licence? The flag lives on its accounts (`users.aillm`, set by the
 * platform, as practice management reads it): an organisation has it when one of its accounts does.
 */
export async function organisationHasAillm(db: Db, orgId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.orgId, orgId), eq(users.aillm, 1)))
    .limit(1);
  return row !== undefined;
}
