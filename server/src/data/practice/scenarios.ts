import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { scenarios, type ScenarioRow } from '../../db/schema/index.js';
import { pageOf } from './paging.js';
import { containing } from '../like.js';
import { seenContent, type SeenRecords } from '../recordAccess.js';

export type NewScenario = typeof scenarios.$inferInsert;
export type ScenarioChanges = Partial<Omit<ScenarioRow, 'id' | 'orgId' | 'creatorId' | 'createdAt' | 'updatedAt'>>;

export interface ScenarioFilter {
  orgId: string;
  name: string;
  category: string;
  status?: string | undefined;
  /** Scenarios whose own list decides whether the reader sees them. */
  records?: SeenRecords | undefined;
}

function filterOf(filter: ScenarioFilter): SQL | undefined {
  return and(
    eq(scenarios.orgId, filter.orgId),
    filter.name ? ilike(scenarios.name, containing(filter.name)) : undefined,
    filter.category ? eq(scenarios.category, filter.category) : undefined,
    filter.status ? eq(scenarios.status, filter.status) : undefined,
    seenContent(scenarios, undefined, filter.records),
  );
}

/** One page of an organisation's scenarios, newest first. */
export function listScenarios(db: Db, filter: ScenarioFilter, page: number, rows: number) {
  return pageOf(db, scenarios, filterOf(filter), scenarios, page, rows);
}

export async function findScenarioInOrg(db: Db, orgId: string, id: string): Promise<ScenarioRow | undefined> {
  const [row] = await db.select().from(scenarios).where(and(eq(scenarios.orgId, orgId), eq(scenarios.id, id))).limit(1);
  return row;
}

export async function insertScenario(db: Db, scenario: NewScenario): Promise<ScenarioRow> {
  const [row] = await db.insert(scenarios).values(scenario).returning();
  return row!;
}

export async function updateScenario(db: Db, orgId: string, id: string, changes: ScenarioChanges, now: Date): Promise<void> {
  await db.update(scenarios).set({ ...changes, updatedAt: now }).where(and(eq(scenarios.orgId, orgId), eq(scenarios.id, id)));
}

/** True when a scenario of the organisation refers to the customer, scoring rule or audio. */
export async function scenarioUses(db: Db, orgId: string, ref: { customerId?: string; scoringRuleId?: string; audioId?: string }): Promise<boolean> {
  const uses = or(
    ref.customerId ? eq(scenarios.customerId, ref.customerId) : undefined,
    ref.scoringRuleId ? eq(scenarios.scoringRuleId, ref.scoringRuleId) : undefined,
    ref.audioId ? or(eq(scenarios.backgroundAudioId, ref.audioId), eq(scenarios.ringtoneId, ref.audioId)) : undefined,
  );
  const [row] = await db.select({ id: scenarios.id }).from(scenarios).where(and(eq(scenarios.orgId, orgId), uses)).limit(1);
  return row !== undefined;
}

/** The organisation's scenarios that play a customer, by name. */
export function scenariosOfCustomer(db: Db, orgId: string, customerId: string): Promise<Pick<ScenarioRow, 'id' | 'name' | 'category' | 'status'>[]> {
  return db
    .select({ id: scenarios.id, name: scenarios.name, category: scenarios.category, status: scenarios.status })
    .from(scenarios)
    .where(and(eq(scenarios.orgId, orgId), eq(scenarios.customerId, customerId)))
    .orderBy(scenarios.name, scenarios.id);
}

/** The organisation's scenario categories with how many scenarios each holds, by name. */
export async function scenarioCategories(db: Db, orgId: string): Promise<{ name: string; count: number }[]> {
  return db
    .select({ name: scenarios.category, count: count() })
    .from(scenarios)
    .where(eq(scenarios.orgId, orgId))
    .groupBy(scenarios.category)
    .orderBy(asc(scenarios.category));
}
