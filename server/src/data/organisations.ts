import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { organisations, users, type OrganisationReviewStatus, type OrganisationRow, type UserRow } from '../db/schema/index.js';

export type NewOrganisation = typeof organisations.$inferInsert;

/** Number of organisations; zero means a fresh database that needs seeding. */
export async function countOrganisations(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(organisations);
  return row?.n ?? 0;
}

export async function insertOrganisation(db: Db, values: NewOrganisation): Promise<OrganisationRow> {
  const [row] = await db.insert(organisations).values(values).returning();
  if (!row) throw new Error('insertOrganisation returned no row');
  return row;
}

export async function findOrganisationByName(db: Db, name: string): Promise<OrganisationRow | undefined> {
  const [row] = await db.select().from(organisations).where(eq(organisations.name, name)).limit(1);
  return row;
}

export async function findOrganisationById(db: Db, orgId: string): Promise<OrganisationRow | undefined> {
  const [row] = await db.select().from(organisations).where(eq(organisations.id, orgId)).limit(1);
  return row;
}

/**
 * Marks whether the organisation is in arrears (its balance below 0, docs/billing.md); called in the
 * ledger's transaction. Answers true when the mark changed, so the caller forgets the sessions that
 * carry the old one.
 */
export async function markArrears(db: Db, orgId: string, inArrears: boolean): Promise<boolean> {
  const changed = await db
    .update(organisations)
    .set({ inArrears })
    .where(and(eq(organisations.id, orgId), sql`${organisations.inArrears} <> ${inArrears}`))
    .returning({ id: organisations.id });
  return changed.length > 0;
}

/** Replaces an organisation's settings and licensed functions (the seed fills in what is missing). */
export async function updateOrganisationLicence(
  db: Db,
  orgId: string,
  values: Partial<Pick<OrganisationRow, 'settings' | 'licensedFunctions'>>,
): Promise<void> {
  await db.update(organisations).set(values).where(eq(organisations.id, orgId));
}

/** Sets one top-level key of the organisation's settings in one statement, keeping the others. */
export async function setOrganisationSetting(db: Db, orgId: string, key: string, value: unknown): Promise<void> {
  await db
    .update(organisations)
    .set({ settings: sql`${organisations.settings} || jsonb_build_object(${key}::text, ${JSON.stringify(value)}::jsonb)` })
    .where(eq(organisations.id, orgId));
}

/** Sets several top-level keys of the organisation's settings in one statement, keeping the others. */
export async function setOrganisationSettings(db: Db, orgId: string, values: Record<string, unknown>): Promise<void> {
  await db
    .update(organisations)
    .set({ settings: sql`${organisations.settings} || ${JSON.stringify(values)}::jsonb` })
    .where(eq(organisations.id, orgId));
}

/** One recipient of an organisation's daily operations data push (`settings.dailyPush.subscriptions[id]`). */
export interface DailyPushSubscription {
  userId: string;
  /** The recipient's openid at the official account that sends the push. */
  pubopenid: string;
  subscribedAt: string;
  unsubscribedAt?: string;
}

const subscriptionPath = (id: string) => sql`${organisations.settings} #> array['dailyPush', 'subscriptions', ${id}::text]`;

/**
 * Adds (or replaces) a recipient of the daily push under the unguessable id its unsubscribe link
 * carries. One statement, so settings written at the same time by others are kept.
 */
export async function insertDailyPushSubscription(db: Db, orgId: string, id: string, subscription: DailyPushSubscription): Promise<void> {
  const push = sql`coalesce(${organisations.settings} -> 'dailyPush', '{}'::jsonb)`;
  const subscriptions = sql`coalesce(${organisations.settings} #> array['dailyPush', 'subscriptions'], '{}'::jsonb)`;
  await db
    .update(organisations)
    .set({
      settings: sql`${organisations.settings} || jsonb_build_object('dailyPush', ${push} || jsonb_build_object('subscriptions', ${subscriptions} || jsonb_build_object(${id}::text, ${JSON.stringify(subscription)}::jsonb)))`,
    })
    .where(eq(organisations.id, orgId));
}

/** The organisation holding a daily-push subscription id, and that subscription. */
export async function findDailyPushSubscription(
  db: Db,
  id: string,
): Promise<{ org: OrganisationRow; subscription: DailyPushSubscription } | undefined> {
  const [row] = await db
    .select({ org: organisations, subscription: sql<DailyPushSubscription>`${subscriptionPath(id)}` })
    .from(organisations)
    .where(sql`${subscriptionPath(id)} is not null`)
    .limit(1);
  return row;
}

/**
 * Marks a subscription unsubscribed at `now`, unless it already is (the first time is kept).
 * Returns whether this call changed it.
 */
export async function markDailyPushUnsubscribed(db: Db, orgId: string, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(organisations)
    .set({
      settings: sql`jsonb_set(${organisations.settings}, array['dailyPush', 'subscriptions', ${id}::text, 'unsubscribedAt'], to_jsonb(${now.toISOString()}::text))`,
    })
    .where(and(eq(organisations.id, orgId), sql`${subscriptionPath(id)} is not null`, sql`${subscriptionPath(id)} -> 'unsubscribedAt' is null`))
    .returning({ id: organisations.id });
  return rows.length > 0;
}

/** An enterprise registration: its organisation and the owner account it made. */
export interface RegistrationRecord {
  org: OrganisationRow;
  owner: Pick<UserRow, 'account' | 'language'> | undefined;
}

async function withOwners(db: Db, orgs: OrganisationRow[]): Promise<RegistrationRecord[]> {
  if (orgs.length === 0) return [];
  const owners = await db
    .select({ orgId: users.orgId, account: users.account, language: users.language })
    .from(users)
    .where(and(inArray(users.orgId, orgs.map((org) => org.id)), eq(users.orgowner, 1)))
    .orderBy(asc(users.createdAt));
  return orgs.map((org) => ({ org, owner: owners.find((owner) => owner.orgId === org.id) }));
}

/** One page of the organisations in a review state, the longest waiting first. */
export async function listRegistrations(
  db: Db,
  status: OrganisationReviewStatus,
  page: { offset: number; limit: number },
): Promise<{ rows: RegistrationRecord[]; total: number }> {
  const where = eq(organisations.reviewStatus, status);
  const [orgs, [counted]] = await Promise.all([
    db.select().from(organisations).where(where).orderBy(asc(organisations.createdAt), asc(organisations.id)).offset(page.offset).limit(page.limit),
    db.select({ n: count() }).from(organisations).where(where),
  ]);
  return { rows: await withOwners(db, orgs), total: counted?.n ?? 0 };
}

/** One organisation as a registration, or undefined for an unknown id. */
export async function findRegistration(db: Db, orgId: string): Promise<RegistrationRecord | undefined> {
  const org = await findOrganisationById(db, orgId);
  return org ? (await withOwners(db, [org]))[0] : undefined;
}

/**
 * Records the provider's decision on a registration still open to it — approving one waiting or
 * refused, refusing one waiting — and gives its owner the same state, in one transaction. A
 * conditional update: of two decisions at the same time one wins; answers undefined for the other
 * (and for a registration no longer open to the decision).
 */
export async function decideRegistration(
  db: Db,
  orgId: string,
  decision: { status: 'approved' | 'rejected'; reason: string; at: Date },
): Promise<OrganisationRow | undefined> {
  const from: OrganisationReviewStatus[] = decision.status === 'approved' ? ['pending', 'rejected'] : ['pending'];
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(organisations)
      .set({ reviewStatus: decision.status, reviewReason: decision.reason, reviewedAt: decision.at })
      .where(and(eq(organisations.id, orgId), inArray(organisations.reviewStatus, from)))
      .returning();
    if (!row) return undefined;
    await tx
      .update(users)
      .set({ reviewStatus: decision.status })
      .where(and(eq(users.orgId, orgId), eq(users.orgowner, 1), inArray(users.reviewStatus, ['pending', 'rejected'])));
    return row;
  });
}

/** Whether the organisation is in arrears (`markArrears`); false for an unknown one. */
export async function organisationInArrears(db: Db, orgId: string): Promise<boolean> {
  const [row] = await db.select({ inArrears: organisations.inArrears }).from(organisations).where(eq(organisations.id, orgId)).limit(1);
  return row?.inArrears ?? false;
}
