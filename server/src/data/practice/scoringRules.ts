import { and, eq, ilike, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { scoringRules, type ScoringRuleRow } from '../../db/schema/index.js';
import { pageOf } from './paging.js';
import { containing } from '../like.js';

export type NewScoringRule = typeof scoringRules.$inferInsert;

function filterOf(orgId: string, name: string, disabled: number | undefined): SQL | undefined {
  return and(eq(scoringRules.orgId, orgId), name ? ilike(scoringRules.name, containing(name)) : undefined, disabled === undefined ? undefined : eq(scoringRules.disabled, disabled));
}

/** One page of an organisation's scoring rules, newest first. */
export function listScoringRules(db: Db, orgId: string, name: string, disabled: number | undefined, page: number, rows: number) {
  return pageOf(db, scoringRules, filterOf(orgId, name, disabled), scoringRules, page, rows);
}

export async function findScoringRuleInOrg(db: Db, orgId: string, id: string): Promise<ScoringRuleRow | undefined> {
  const [row] = await db.select().from(scoringRules).where(and(eq(scoringRules.orgId, orgId), eq(scoringRules.id, id))).limit(1);
  return row;
}

/** True when another rule of the organisation has this name. */
export async function scoringRuleNameTaken(db: Db, orgId: string, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: scoringRules.id })
    .from(scoringRules)
    .where(and(eq(scoringRules.orgId, orgId), eq(scoringRules.name, name), exceptId ? ne(scoringRules.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

export async function insertScoringRule(db: Db, rule: NewScoringRule): Promise<ScoringRuleRow> {
  const [row] = await db.insert(scoringRules).values(rule).returning();
  return row!;
}

export async function updateScoringRule(db: Db, orgId: string, id: string, changes: Partial<Pick<ScoringRuleRow, 'name' | 'items' | 'passScore' | 'disabled'>>, now: Date): Promise<void> {
  await db.update(scoringRules).set({ ...changes, updatedAt: now }).where(and(eq(scoringRules.orgId, orgId), eq(scoringRules.id, id)));
}

export async function deleteScoringRule(db: Db, orgId: string, id: string): Promise<void> {
  await db.delete(scoringRules).where(and(eq(scoringRules.orgId, orgId), eq(scoringRules.id, id)));
}
