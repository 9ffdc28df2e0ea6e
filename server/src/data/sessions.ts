import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { departments, organisations, sessions, users, type SessionRow } from '../db/schema.js';
import type { UserWithOrg } from './users.js';

export type NewSession = Pick<typeof sessions.$inferInsert, 'orgId' | 'userId' | 'tokenHash'>;

export async function insertSession(db: Db, values: NewSession): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  if (!row) throw new Error('insertSession returned no row');
  return row;
}

export interface ActiveSession extends UserWithOrg {
  session: SessionRow;
}

/** The live (not revoked) session for a token hash, with its user, organisation and department. */
export async function findSessionByTokenHash(db: Db, tokenHash: string): Promise<ActiveSession | undefined> {
  const [row] = await db
    .select({ session: sessions, user: users, orgName: organisations.name, departmentName: departments.name })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.orgId, sessions.orgId)))
    .innerJoin(organisations, eq(organisations.id, sessions.orgId))
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
    .limit(1);
  return row;
}

/** Marks a session revoked; its token stops working at once. */
export async function revokeSession(db: Db, orgId: string, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.orgId, orgId), eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Records activity, but only when the stored time is older than `before` (one write per interval). */
export async function touchSession(db: Db, orgId: string, sessionId: string, before: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date() })
    .where(and(eq(sessions.orgId, orgId), eq(sessions.id, sessionId), lt(sessions.lastSeenAt, before)));
}
