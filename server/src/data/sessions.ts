import { and, eq, inArray, isNull, lt, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { matchesAny, matchesAnyPlaceholder, matchValues } from './matchesAny.js';
import { preparedPerDatabase } from './prepared.js';
import { refersTo } from './references.js';
import {
  departments,
  learnerStats,
  organisations,
  sessions,
  users,
  type ClientKind,
  type RevokeReason,
  type SessionRow,
} from '../db/schema/index.js';
import { learningColumns, levelNameColumn, type UserWithOrg } from './users.js';

/** A new session; its times come from the server's clock (the database's own when left out). */
export type NewSession = Pick<typeof sessions.$inferInsert, 'orgId' | 'userId' | 'tokenHash' | 'clientKind' | 'createdAt' | 'lastSeenAt'>;

export async function insertSession(db: Db, values: NewSession): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  if (!row) throw new Error('insertSession returned no row');
  return row;
}

export interface ActiveSession extends UserWithOrg {
  session: SessionRow;
  /** Whether the organisation is in arrears (docs/billing.md "Arrears"): its writes are refused in the hosted edition. */
  orgInArrears?: boolean;
}

/**
 * Across organisations: a token names no organisation before its session is found; `sessions_token_hash_idx` finds it (and the session cache spares most requests the query).
 * The session for a token hash, with its user, organisation and department — revoked sessions too,
 * because how a session ended decides the code its holder gets.
 */
export async function findSessionByTokenHash(db: Db, tokenHash: string): Promise<ActiveSession | undefined> {
  const [row] = await sessionsWhere(db, eq(sessions.tokenHash, tokenHash)).limit(1);
  return row;
}

/**
 * Across organisations: tokens name no organisation (`findSessionByTokenHash`).
 * `findSessionByTokenHash` for many token hashes in one statement, answered in their order.
 */
export async function findSessionsByTokenHashes(db: Db, tokenHashes: readonly string[]): Promise<(ActiveSession | undefined)[]> {
  const rows = await sessionsByTokenHashes(
    db,
    matchValues(
      BY_TOKEN_HASH,
      [...new Set(tokenHashes)].map((tokenHash) => ({ tokenHash })),
    ),
  );
  const byHash = new Map(rows.map((row) => [row.session.tokenHash, row]));
  return tokenHashes.map((tokenHash) => byHash.get(tokenHash));
}

const BY_TOKEN_HASH = { tokenHash: sessions.tokenHash };
// Across organisations: tokens name no organisation (`findSessionByTokenHash`). Nearly every request that
// misses the session cache reads this: prepared once.
const sessionsByTokenHashes = preparedPerDatabase('sessions_by_token_hashes', (db) => sessionsWhere(db, matchesAnyPlaceholder(BY_TOKEN_HASH)));

function sessionsWhere(db: Db, where: SQL) {
  return db
    .select({ session: sessions, user: users, orgName: organisations.name, orgSettings: organisations.settings, orgExpiresAt: organisations.expiresAt, orgInArrears: organisations.inArrears, departmentName: departments.name, learning: learningColumns, levelName: levelNameColumn })
    .from(sessions)
    .innerJoin(users, refersTo(sessions, sessions.userId, users))
    .innerJoin(organisations, eq(organisations.id, sessions.orgId))
    .leftJoin(departments, refersTo(users, users.departmentId, departments))
    .leftJoin(learnerStats, and(eq(learnerStats.orgId, users.orgId), eq(learnerStats.userId, users.id)))
    .where(where);
}

/** Marks a session revoked for a reason; its token stops working at once. */
export async function revokeSession(db: Db, orgId: string, sessionId: string, reason: RevokeReason): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(and(eq(sessions.orgId, orgId), eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Revokes a user's live sessions — of one client kind when given, all but `exceptId` when given —
 * and returns their ids (their sockets must be disconnected).
 */
export async function revokeUserSessions(
  db: Db,
  orgId: string,
  userId: string,
  reason: RevokeReason,
  options: { clientKind?: ClientKind; exceptId?: string } = {},
): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(
      and(
        eq(sessions.orgId, orgId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        options.clientKind ? eq(sessions.clientKind, options.clientKind) : undefined,
        options.exceptId ? ne(sessions.id, options.exceptId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}

/** Records the activity of sessions, each only when its stored time is older than `before` (one write per interval). */
export async function touchSessions(db: Db, keys: readonly { orgId: string; id: string }[], before: Date, now = new Date()): Promise<void> {
  if (keys.length === 0) return;
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(
      and(
        matchesAny({ orgId: sessions.orgId, id: sessions.id }, keys),
        lt(sessions.lastSeenAt, before),
      ),
    );
}

/** Ids of the live sessions of one user or several (to drop their sockets when the accounts are disabled). */
export async function liveSessionIds(db: Db, orgId: string, userIds: string | readonly string[]): Promise<string[]> {
  const ids = typeof userIds === 'string' ? [userIds] : [...userIds];
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.orgId, orgId), inArray(sessions.userId, ids), isNull(sessions.revokedAt)));
  return rows.map((row) => row.id);
}

/** Ends every live session of several users of the organisation (their accounts were deleted); answers the ended sessions' ids. */
export async function revokeUsersSessions(db: Db, orgId: string, userIds: readonly string[], reason: RevokeReason, now: Date): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(sessions.orgId, orgId), inArray(sessions.userId, [...userIds]), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}
