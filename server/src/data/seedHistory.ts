import { PUBLISH_STATES } from '@peilian/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import {
  childTasks,
  departments,
  examAttempts,
  faqDrills,
  learnerStats,
  practiceSessions,
  roles,
  scenarios,
  sessions,
  studentPackages,
  studentTaskDays,
  studentTasks,
  taskPackages,
  users,
} from '../db/schema/index.js';

/** The demo history's records (seed/history.ts): what the demo organisation has to build on, and one bulk write. */

export interface HistoryTargets {
  departments: Map<string, string>;
  learnerRole: typeof roles.$inferSelect | undefined;
  children: { id: string; packageId: string; type: number; refs: unknown[] }[];
  scenario: { id: string; name: string; document: Record<string, unknown> } | undefined;
}

/** The departments, the learner role, the children of the published packages and the first enabled scenario. */
export async function findHistoryTargets(db: Db, orgId: string, departmentNames: readonly string[], roleName: string): Promise<HistoryTargets> {
  const [departmentRows, [learnerRole], children, [scenario]] = await Promise.all([
    db
      .select({ id: departments.id, name: departments.name })
      .from(departments)
      .where(and(eq(departments.orgId, orgId), inArray(departments.name, [...departmentNames]))),
    db
      .select()
      .from(roles)
      .where(and(eq(roles.orgId, orgId), eq(roles.name, roleName))),
    db
      .select({ id: childTasks.id, packageId: childTasks.packageId, type: childTasks.type, refs: childTasks.refs })
      .from(childTasks)
      .innerJoin(taskPackages, eq(taskPackages.id, childTasks.packageId))
      .where(and(eq(childTasks.orgId, orgId), eq(taskPackages.publishState, PUBLISH_STATES.published)))
      .orderBy(taskPackages.title, childTasks.sort),
    db
      .select({ id: scenarios.id, name: scenarios.name, document: scenarios.document })
      .from(scenarios)
      .where(and(eq(scenarios.orgId, orgId), eq(scenarios.status, 'enabled')))
      .orderBy(scenarios.name)
      .limit(1),
  ]);
  return {
    departments: new Map(departmentRows.map((row) => [row.name, row.id])),
    learnerRole,
    children,
    scenario: scenario ? { ...scenario, document: scenario.document as Record<string, unknown> } : undefined,
  };
}

/** Every record of the history, ready to insert. */
export interface HistoryRows {
  users: (typeof users.$inferInsert)[];
  sessions: (typeof sessions.$inferInsert)[];
  taskDays: (typeof studentTaskDays.$inferInsert)[];
  studentTasks: (typeof studentTasks.$inferInsert)[];
  studentPackages: (typeof studentPackages.$inferInsert)[];
  learnerStats: (typeof learnerStats.$inferInsert)[];
  practiceSessions: (typeof practiceSessions.$inferInsert)[];
  examAttempts: (typeof examAttempts.$inferInsert)[];
  faqDrills: (typeof faqDrills.$inferInsert)[];
}

const CHUNK = 500;

async function insertAll<T extends PgTable>(tx: Db, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let at = 0; at < rows.length; at += CHUNK) await tx.insert(table).values(rows.slice(at, at + CHUNK));
}

/** Writes the history in one transaction (users first: every other record names one). */
export async function insertHistoryRows(db: Db, rows: HistoryRows): Promise<void> {
  await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    await insertAll(tx, users, rows.users);
    await insertAll(tx, sessions, rows.sessions);
    await insertAll(tx, studentTaskDays, rows.taskDays);
    await insertAll(tx, studentTasks, rows.studentTasks);
    await insertAll(tx, studentPackages, rows.studentPackages);
    await insertAll(tx, learnerStats, rows.learnerStats);
    await insertAll(tx, practiceSessions, rows.practiceSessions);
    await insertAll(tx, examAttempts, rows.examAttempts);
    await insertAll(tx, faqDrills, rows.faqDrills);
  });
}
