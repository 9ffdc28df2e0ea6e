import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { practiceSessions } from '../db/schema/index.js';

/**
 * The learner's latest finished practice session of each session mode asked for (a scenario child
 * task's `task:<child id>`), as mode → session id: what the task detail links its report to.
 */
export async function latestFinishedSessions(db: Db, orgId: string, userId: string, modes: readonly string[]): Promise<Map<string, string>> {
  const latest = new Map<string, string>();
  if (modes.length === 0) return latest;
  const rows = await db
    .select({ id: practiceSessions.id, mode: practiceSessions.mode })
    .from(practiceSessions)
    .where(
      and(
        eq(practiceSessions.orgId, orgId),
        eq(practiceSessions.userId, userId),
        inArray(practiceSessions.mode, [...modes]),
        eq(practiceSessions.status, 'finished'),
        isNotNull(practiceSessions.finishedAt),
      ),
    )
    .orderBy(desc(practiceSessions.finishedAt));
  for (const row of rows) if (!latest.has(row.mode)) latest.set(row.mode, row.id);
  return latest;
}
