import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/** The cheapest statement the database answers: the readiness check's (`GET /api/ready`). */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
