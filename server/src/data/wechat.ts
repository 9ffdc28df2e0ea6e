import { and, eq, gt, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { refersTo } from './references.js';
import {
  departments,
  organisations,
  users,
  wechatCodes,
  wechatLinks,
  wechatTickets,
  type WechatTicketRow,
  type WechatTicketStatus,
} from '../db/schema/index.js';
import type { UserWithOrg } from './users.js';

export interface WechatIdentity {
  openid?: string | undefined;
  unionid?: string | undefined;
  miniopenid?: string | undefined;
}

/**
 * Across organisations: WeChat sign-in finds the identity's users in every organisation.
 * Users bound to a WeChat identity (any organisation: the organisation is not known before login),
 * matched by the given openid/miniopenid or by the unionid that joins a person's WeChat apps.
 */
export async function findUsersByWechat(db: Db, identity: WechatIdentity): Promise<UserWithOrg[]> {
  const conditions: SQL[] = [];
  if (identity.openid) conditions.push(eq(wechatLinks.openid, identity.openid));
  if (identity.miniopenid) conditions.push(eq(wechatLinks.miniopenid, identity.miniopenid));
  if (identity.unionid) conditions.push(eq(wechatLinks.unionid, identity.unionid));
  if (conditions.length === 0) return [];
  return db
    .select({ user: users, orgName: organisations.name, orgSettings: organisations.settings, departmentName: departments.name })
    .from(wechatLinks)
    .innerJoin(users, refersTo(wechatLinks, wechatLinks.userId, users))
    .innerJoin(organisations, eq(organisations.id, users.orgId))
    .leftJoin(departments, refersTo(users, users.departmentId, departments))
    .where(or(...conditions))
    .orderBy(wechatLinks.updatedAt);
}

/** Binds WeChat identities to a user (one link row per user; given fields replace stored ones). */
export async function upsertWechatLink(
  db: Db,
  orgId: string,
  userId: string,
  identity: WechatIdentity & { nickname?: string },
  now: Date,
): Promise<void> {
  const set = Object.fromEntries(Object.entries(identity).filter(([, value]) => value !== undefined));
  await db
    .insert(wechatLinks)
    .values({ orgId, userId, ...set, updatedAt: now })
    .onConflictDoUpdate({ target: [wechatLinks.orgId, wechatLinks.userId], set: { ...set, updatedAt: now } });
}

export async function deleteWechatLink(db: Db, orgId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(wechatLinks)
    .where(and(eq(wechatLinks.orgId, orgId), eq(wechatLinks.userId, userId)))
    .returning({ id: wechatLinks.id });
  return rows.length > 0;
}

export async function insertWechatTicket(db: Db, values: typeof wechatTickets.$inferInsert): Promise<void> {
  await db.insert(wechatTickets).values(values);
}

/** A ticket that has not expired yet. */
export async function findLiveWechatTicket(db: Db, id: string, now: Date): Promise<WechatTicketRow | undefined> {
  const [row] = await db
    .select()
    .from(wechatTickets)
    .where(and(eq(wechatTickets.id, id), gt(wechatTickets.expiresAt, now)))
    .limit(1);
  return row;
}

/**
 * Moves a live ticket from one of `from` to `to` in one statement (optionally recording the user),
 * returning the updated row, or undefined when another request moved it first or it expired.
 */
export async function moveWechatTicket(
  db: Db,
  id: string,
  from: readonly WechatTicketStatus[],
  to: WechatTicketStatus,
  now: Date,
  user?: { orgId: string; userId: string },
): Promise<WechatTicketRow | undefined> {
  const [row] = await db
    .update(wechatTickets)
    .set({ status: to, ...(user ?? {}) })
    .where(and(eq(wechatTickets.id, id), inArray(wechatTickets.status, [...from]), gt(wechatTickets.expiresAt, now)))
    .returning();
  return row;
}

export interface CachedWechatCode {
  openid: string;
  unionid: string | null;
  nickname: string;
}

/** A code this server already exchanged, while WeChat would still consider it fresh. */
export async function findWechatCode(db: Db, codeHash: string, app: 'web' | 'mini', now: Date): Promise<CachedWechatCode | undefined> {
  const [row] = await db
    .select({ openid: wechatCodes.openid, unionid: wechatCodes.unionid, nickname: wechatCodes.nickname })
    .from(wechatCodes)
    .where(and(eq(wechatCodes.codeHash, codeHash), eq(wechatCodes.app, app), gt(wechatCodes.expiresAt, now)))
    .limit(1);
  return row;
}

export async function insertWechatCode(db: Db, values: typeof wechatCodes.$inferInsert): Promise<void> {
  await db.insert(wechatCodes).values(values).onConflictDoNothing();
}
