import { PUBLISH_STATES } from '@peilian/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { refersTo } from './references.js';
import { insertUserRows } from './users.js';
import type {
  users} from '../db/schema/index.js';
import {
  childTasks,
  departments,
  positions,
  roles,
  scenarios,
  sessions,
  taskPackages,
  userPositions,
  type UserRow,
} from '../db/schema/index.js';

/**
 * The demo history's records (seed/history.ts): what the demo organisation has to build on, and the
 * one bulk write of its learners and their sign-ins. Everything they do is written by the domain's
 * own commands (seed/historyReplay.ts).
 */

/** A child task of a published package, with the window its learners may work in. */
export interface HistoryChild {
  id: string;
  packageId: string;
  type: number;
  refs: unknown[];
  /** The later of the child's and the package's start, and the earlier of their ends. */
  opensAt: Date;
  closesAt: Date;
}

export interface HistoryTargets {
  departments: Map<string, string>;
  positions: Map<string, string>;
  learnerRole: typeof roles.$inferSelect | undefined;
  children: HistoryChild[];
  scenario: { id: string; name: string; document: Record<string, unknown> } | undefined;
}

/** The departments, positions, the learner role, the children of the published packages and the first enabled scenario. */
export async function findHistoryTargets(db: Db, orgId: string, departmentNames: readonly string[], roleName: string): Promise<HistoryTargets> {
  const [departmentRows, positionRows, [learnerRole], children, [scenario]] = await Promise.all([
    db
      .select({ id: departments.id, name: departments.name })
      .from(departments)
      .where(and(eq(departments.orgId, orgId), inArray(departments.name, [...departmentNames]))),
    db.select({ id: positions.id, name: positions.name }).from(positions).where(eq(positions.orgId, orgId)),
    db
      .select()
      .from(roles)
      .where(and(eq(roles.orgId, orgId), eq(roles.name, roleName))),
    db
      .select({
        id: childTasks.id,
        packageId: childTasks.packageId,
        type: childTasks.type,
        refs: childTasks.refs,
        childStart: childTasks.startAt,
        childEnd: childTasks.endAt,
        packageStart: taskPackages.startAt,
        packageEnd: taskPackages.endAt,
      })
      .from(childTasks)
      .innerJoin(taskPackages, refersTo(childTasks, childTasks.packageId, taskPackages))
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
    positions: new Map(positionRows.map((row) => [row.name, row.id])),
    learnerRole,
    children: children.map(({ childStart, childEnd, packageStart, packageEnd, ...child }) => ({
      ...child,
      opensAt: new Date(Math.max(childStart.getTime(), packageStart.getTime())),
      closesAt: new Date(Math.min(childEnd.getTime(), packageEnd.getTime())),
    })),
    scenario: scenario ? { ...scenario, document: scenario.document as Record<string, unknown> } : undefined,
  };
}

/** The history's learners, their positions and their sign-ins, ready to insert. */
export interface HistoryRows {
  users: (typeof users.$inferInsert)[];
  positions: (typeof userPositions.$inferInsert)[];
  sessions: (typeof sessions.$inferInsert)[];
}

const CHUNK = 500;

async function insertAll<T extends PgTable>(tx: Db, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let at = 0; at < rows.length; at += CHUNK) await tx.insert(table).values(rows.slice(at, at + CHUNK));
}

/** Writes the learners, their positions and sign-ins in one transaction; answers the learners' rows. */
export async function insertHistoryRows(db: Db, rows: HistoryRows): Promise<UserRow[]> {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const inserted = await insertUserRows(tx, rows.users);
    await insertAll(tx, userPositions, rows.positions);
    await insertAll(tx, sessions, rows.sessions);
    return inserted;
  });
}
