import { TOP_ADMIN_LEVEL } from '@peilian/shared';
import { and, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { refersTo } from './references.js';
import { holderOf, holdersOf, holdNames, releaseNames } from './heldNames.js';
import { departments, learnerStats, organisations, users, type UserRow } from '../db/schema/index.js';

export type NewUser = typeof users.$inferInsert;

/** A user with the names the presenter needs from its organisation and department. */
export interface UserWithOrg {
  user: UserRow;
  orgName: string;
  /** The organisation's settings (jsonb): the stored user carries its time zone. */
  orgSettings?: Record<string, unknown>;
  /** When the organisation's account ends (admin §4 "Account"): nobody of it signs in after. */
  orgExpiresAt?: Date | null;
  departmentName: string | null;
  /** The training centre's totals (null before any learning); the stored user shows them. */
  learning?: LearningTotals | null;
  /**
   * The user's level on the organisation's own ladder ('' below its lowest level), or null when the
   * organisation has no levels (the default ladder applies).
   */
  levelName?: string | null;
}

/** Learning time, experience and stars of `learner_stats`. */
export interface LearningTotals {
  seconds: number;
  experience: number;
  stars: number;
}

/** The learning totals columns of a user query that left-joins `learner_stats`. */
export const learningColumns = { seconds: learnerStats.learningSeconds, experience: learnerStats.experience, stars: learnerStats.stars };

/** `UserWithOrg.levelName` of a user query that left-joins `learner_stats` (docs/training.md "Levels, experience and badges"). */
export const levelNameColumn = sql<string | null>`coalesce(
  (select l.name from levels l where l.org_id = ${users.orgId} and l.experience <= coalesce(${learnerStats.experience}, 0) order by l.experience desc limit 1),
  case when exists (select 1 from levels l where l.org_id = ${users.orgId}) then '' end)`;

const withOrgColumns = {
  user: users,
  orgName: organisations.name,
  orgSettings: organisations.settings,
  orgExpiresAt: organisations.expiresAt,
  departmentName: departments.name,
  learning: learningColumns,
  levelName: levelNameColumn,
};

function selectWithOrg(db: Db) {
  return db
    .select(withOrgColumns)
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.orgId))
    .leftJoin(departments, refersTo(users, users.departmentId, departments))
    .leftJoin(learnerStats, and(eq(learnerStats.orgId, users.orgId), eq(learnerStats.userId, users.id)));
}

/**
 * Finds a user by login account. Accounts are unique across organisations (`held_names`), which
 * name the account's organisation: the organisation is not known before login.
 */
export async function findUserByAccount(db: Db, account: string): Promise<UserWithOrg | undefined> {
  const orgId = await holderOf(db, 'account', account);
  if (!orgId) return undefined;
  const [row] = await selectWithOrg(db)
    .where(and(eq(users.orgId, orgId), eq(users.account, account)))
    .limit(1);
  return row;
}

/**
 * Across organisations: SMS sign-in finds the mobile among the users of every organisation.
 * Users with a mobile number, across organisations (SMS login: the organisation is not known yet); deleted users are not found.
 */
export async function findUsersByMobile(db: Db, mobile: string): Promise<UserWithOrg[]> {
  return selectWithOrg(db)
    .where(and(eq(users.mobile, mobile), isNull(users.deletedAt)))
    .orderBy(users.createdAt);
}

/** A user of an organisation, with its names. */
export async function findUserInOrg(db: Db, orgId: string, userId: string): Promise<UserWithOrg | undefined> {
  const [row] = await selectWithOrg(db)
    .where(and(eq(users.orgId, orgId), eq(users.id, userId)))
    .limit(1);
  return row;
}

/**
 * True when an account is taken (a deleted user's too, until the recycle bin purges it), or (within
 * the organisation) the mobile number already used by a user who is not deleted.
 */
export async function accountOrMobileTaken(db: Db, orgId: string, account: string, mobile: string): Promise<boolean> {
  if (await holderOf(db, 'account', account)) return true;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.orgId, orgId), eq(users.mobile, mobile), isNull(users.deletedAt)))
    .limit(1);
  return row !== undefined;
}

/**
 * Across organisations: the platform's top administrators are of any organisation.
 * How many platform top administrators (isadmin 100) there are, across organisations: a start
 * finding none makes one (`seed/topAdministrator.ts`).
 */
export async function countTopAdministrators(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.isadmin, TOP_ADMIN_LEVEL));
  return row?.n ?? 0;
}

/** Creates a user, holding its account; an account held already fails on `HELD_NAME_KEY`. */
export async function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  const [row] = await insertUserRows(db, [values]);
  if (!row) throw new Error('insertUser returned no row');
  return row;
}

/**
 * The users holding any of these accounts, in any organisation (accounts are unique across
 * organisations: `held_names` names each one's organisation).
 */
export async function findUsersByAccounts(db: Db, accounts: readonly string[]): Promise<UserRow[]> {
  const holders = await holdersOf(db, 'account', accounts);
  if (holders.size === 0) return [];
  const byOrg = new Map<string, string[]>();
  for (const [account, orgId] of holders) byOrg.set(orgId, [...(byOrg.get(orgId) ?? []), account]);
  return db
    .select()
    .from(users)
    .where(or(...[...byOrg].map(([orgId, held]) => and(eq(users.orgId, orgId), inArray(users.account, held)))));
}

/** Creates many users, holding their accounts (in one transaction: all or none); answers their rows. */
export async function insertUserRows(db: Db, values: readonly NewUser[]): Promise<UserRow[]> {
  if (values.length === 0) return [];
  return db.transaction(async (tx) => {
    for (const orgId of new Set(values.map((value) => value.orgId))) {
      await holdNames(
        tx,
        orgId,
        'account',
        values.filter((value) => value.orgId === orgId).map((value) => value.account),
      );
    }
    return tx
      .insert(users)
      .values([...values])
      .returning();
  });
}

/** Inserts many users; answers their ids and accounts. */
export async function insertUsers(db: Db, values: readonly NewUser[]): Promise<{ id: string; account: string }[]> {
  return (await insertUserRows(db, values)).map(({ id, account }) => ({ id, account }));
}

/** Changes the given fields of a user of the organisation (a new account held: `holdRenamedAccount`). */
export async function updateUserFields(db: Db, orgId: string, userId: string, fields: Partial<NewUser>): Promise<void> {
  if (Object.keys(fields).length === 0) return;
  const write = (tx: Db) =>
    tx
      .update(users)
      .set(fields)
      .where(and(eq(users.orgId, orgId), eq(users.id, userId)));
  const { account } = fields;
  if (account === undefined) {
    await write(db);
    return;
  }
  await db.transaction(async (tx) => {
    await holdRenamedAccount(tx, orgId, userId, account);
    await write(tx);
  });
}

/**
 * Before a user's account changes to `to`: holds the new account (failing on `HELD_NAME_KEY` when it
 * is taken) and lets the old one go, in the caller's transaction. Nothing when it stays the same.
 */
export async function holdRenamedAccount(db: Db, orgId: string, userId: string, to: string): Promise<void> {
  const [row] = await db
    .select({ account: users.account })
    .from(users)
    .where(and(eq(users.orgId, orgId), eq(users.id, userId)));
  if (!row || row.account === to) return;
  await holdNames(db, orgId, 'account', [to]);
  await releaseNames(db, orgId, 'account', [row.account]);
}

/** Changes whether a user may log in: the disabled flag and/or the validity limit. */
export async function updateUserAccess(
  db: Db,
  orgId: string,
  userId: string,
  access: Partial<Pick<UserRow, 'disabled' | 'validUntil' | 'reviewStatus'>>,
): Promise<void> {
  await db
    .update(users)
    .set(access)
    .where(and(eq(users.orgId, orgId), eq(users.id, userId)));
}

/** The users of the organisation among `userIds` (those of other organisations are not found). */
export async function findUsersInOrg(db: Db, orgId: string, userIds: readonly string[]): Promise<UserRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(and(eq(users.orgId, orgId), inArray(users.id, [...userIds])));
}

/** Sets the access fields of several users of the organisation in one statement. */
export async function updateUsersAccess(db: Db, orgId: string, userIds: readonly string[], access: Partial<Pick<UserRow, 'disabled'>>): Promise<void> {
  await db
    .update(users)
    .set(access)
    .where(and(eq(users.orgId, orgId), inArray(users.id, [...userIds])));
}

/**
 * Approves a self-registration still waiting for review, in one statement: of two approvals at the
 * same time only one gets the row (and sends the SMS). Undefined when it was not pending.
 */
export async function approvePendingUser(db: Db, orgId: string, userId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ reviewStatus: 'approved' })
    .where(and(eq(users.orgId, orgId), eq(users.id, userId), eq(users.reviewStatus, 'pending')))
    .returning();
  return row;
}

/** Stores a new password chosen by the user: clears the forced-change flag, restarts the 90 days. */
export async function updateUserPassword(db: Db, orgId: string, userId: string, passwordHash: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, needChangePassword: 0, passwordChangedAt: now })
    .where(and(eq(users.orgId, orgId), eq(users.id, userId)));
}

export async function updateUserLanguage(db: Db, orgId: string, userId: string, language: string): Promise<void> {
  await db
    .update(users)
    .set({ language })
    .where(and(eq(users.orgId, orgId), eq(users.id, userId)));
}

/** Sets a user's avatar (a path of the organisation's avatar uploads, checked by the caller). */
export async function updateUserAvatar(db: Db, orgId: string, userId: string, avatar: string): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ avatar })
    .where(and(eq(users.orgId, orgId), eq(users.id, userId)))
    .returning();
  return row;
}
