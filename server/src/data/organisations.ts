import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { organisations, type OrganisationRow } from '../db/schema/index.js';

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

/** Replaces an organisation's settings and licensed functions (the seed fills in what is missing). */
export async function updateOrganisationLicence(
  db: Db,
  orgId: string,
  values: Partial<Pick<OrganisationRow, 'settings' | 'licensedFunctions'>>,
): Promise<void> {
  await db.update(organisations).set(values).where(eq(organisations.id, orgId));
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
