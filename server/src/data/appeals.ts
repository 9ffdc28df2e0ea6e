import { APPEAL_STATUS } from '@peilian/shared';
import { and, asc, count, desc, eq, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { appealEvents, appeals, departments, practiceSessions, users, workCalendars, type AppealEventRow, type AppealRow } from '../db/schema/index.js';
import { seenBy, type Viewer } from './dataScope.js';
import { containing } from './like.js';
import { refersTo } from './references.js';

/** Appeals, their trail and the organisation's work calendar (docs/appeals.md); every query is scoped by organisation. */

export type NewAppeal = typeof appeals.$inferInsert;
export type NewAppealEvent = typeof appealEvents.$inferInsert;

/** An appeal as the back office lists it: the row, its learner's name, account and department, and its handler's name. */
export interface AppealRecord {
  appeal: AppealRow;
  userName: string;
  account: string;
  departmentName: string | null;
  handlerName: string | null;
}

const handlers = alias(users, 'handlers');
const OPEN = [APPEAL_STATUS.pending, APPEAL_STATUS.processing];

function selectRecords(db: Db) {
  return db
    .select({ appeal: appeals, userName: users.name, account: users.account, departmentName: departments.name, handlerName: handlers.name })
    .from(appeals)
    .innerJoin(users, refersTo(appeals, appeals.userId, users))
    .leftJoin(departments, refersTo(users, users.departmentId, departments))
    .leftJoin(handlers, refersTo(appeals, appeals.handlerId, handlers));
}

/** The appeals of the viewer's organisation whose learner it sees (a deleted learner's are the recycle bin's). */
const seenAppeals = (viewer: Viewer): SQL | undefined => and(eq(appeals.orgId, viewer.orgId), isNull(users.deletedAt), seenBy(viewer, appeals.userId));

export interface AppealFilter {
  /** 0: waiting (pending or processing); 2 completed; 3 rejected. */
  status?: number;
  type?: string;
  /** Only open appeals whose due day is before `today`. */
  overdueBefore?: string;
  search?: string;
}

/** One page of the appeals the viewer sees — open ones first, the earliest due first — and how many match. */
export async function listAppeals(db: Db, viewer: Viewer, filter: AppealFilter, page: { offset: number; limit: number }): Promise<{ rows: AppealRecord[]; total: number }> {
  const search = filter.search ? containing(filter.search) : undefined;
  const where = and(
    seenAppeals(viewer),
    filter.status === undefined ? undefined : filter.status === 0 ? inArray(appeals.status, OPEN) : eq(appeals.status, filter.status),
    filter.type ? eq(appeals.recordType, filter.type) : undefined,
    filter.overdueBefore ? and(inArray(appeals.status, OPEN), lt(appeals.dueDay, filter.overdueBefore)) : undefined,
    search ? or(ilike(users.name, search), ilike(users.account, search), ilike(appeals.recordTitle, search)) : undefined,
  );
  const [totalRow] = await db.select({ n: count() }).from(appeals).innerJoin(users, refersTo(appeals, appeals.userId, users)).where(where);
  const rows = await selectRecords(db)
    .where(where)
    .orderBy(sql`${appeals.status} in (${APPEAL_STATUS.pending}, ${APPEAL_STATUS.processing}) desc`, asc(appeals.dueDay), desc(appeals.createdAt), asc(appeals.id))
    .offset(page.offset)
    .limit(page.limit);
  return { rows, total: totalRow?.n ?? 0 };
}

/** An appeal the viewer sees, by id. */
export async function findAppealRecord(db: Db, viewer: Viewer, id: string): Promise<AppealRecord | undefined> {
  const [row] = await selectRecords(db)
    .where(and(seenAppeals(viewer), eq(appeals.id, id)))
    .limit(1);
  return row;
}

/** The appeal of one record, whoever made it. */
export async function findAppealOfRecord(db: Db, orgId: string, recordType: string, recordId: string): Promise<AppealRow | undefined> {
  const [row] = await db
    .select()
    .from(appeals)
    .where(and(eq(appeals.orgId, orgId), eq(appeals.recordType, recordType), eq(appeals.recordId, recordId)))
    .limit(1);
  return row;
}

/** A learner's own appeal by id (another learner's is not found). */
export async function findOwnAppeal(db: Db, orgId: string, userId: string, id: string): Promise<AppealRow | undefined> {
  const [row] = await db
    .select()
    .from(appeals)
    .where(and(eq(appeals.orgId, orgId), eq(appeals.userId, userId), eq(appeals.id, id)))
    .limit(1);
  return row;
}

/** Inserts an appeal unless its record has one already (the unique record index): undefined then. */
export async function insertAppeal(db: Db, values: NewAppeal): Promise<AppealRow | undefined> {
  const [row] = await db
    .insert(appeals)
    .values(values)
    .onConflictDoNothing({ target: [appeals.orgId, appeals.recordType, appeals.recordId] })
    .returning();
  return row;
}

export async function lockAppeal(db: Db, orgId: string, id: string): Promise<AppealRow | undefined> {
  const [row] = await db
    .select()
    .from(appeals)
    .where(and(eq(appeals.orgId, orgId), eq(appeals.id, id)))
    .for('update')
    .limit(1);
  return row;
}

export async function updateAppeal(db: Db, orgId: string, id: string, changes: Partial<Omit<AppealRow, 'id' | 'orgId'>>): Promise<AppealRow> {
  const [row] = await db
    .update(appeals)
    .set({ ...changes, updatedAt: changes.updatedAt ?? new Date() })
    .where(and(eq(appeals.orgId, orgId), eq(appeals.id, id)))
    .returning();
  return row!;
}

/** Marks a decided appeal's reply read by its learner (once). */
export async function markReplySeen(db: Db, orgId: string, id: string, at: Date): Promise<void> {
  await db
    .update(appeals)
    .set({ replySeenAt: at })
    .where(and(eq(appeals.orgId, orgId), eq(appeals.id, id), isNull(appeals.replySeenAt), inArray(appeals.status, [APPEAL_STATUS.completed, APPEAL_STATUS.rejected])));
}

const unreadReply = and(isNull(appeals.replySeenAt), inArray(appeals.status, [APPEAL_STATUS.completed, APPEAL_STATUS.rejected]));

/** One page of a learner's own appeals, newest first, how many in all, and how many replies are unread. */
export async function listOwnAppeals(
  db: Db,
  orgId: string,
  userId: string,
  page: { offset: number; limit: number },
): Promise<{ rows: AppealRow[]; total: number; unread: number }> {
  const own = and(eq(appeals.orgId, orgId), eq(appeals.userId, userId));
  const [counts] = await db
    .select({ total: count(), unread: sql<number>`count(*) filter (where ${unreadReply})`.mapWith(Number) })
    .from(appeals)
    .where(own);
  const rows = await db.select().from(appeals).where(own).orderBy(desc(appeals.createdAt), asc(appeals.id)).offset(page.offset).limit(page.limit);
  return { rows, total: counts?.total ?? 0, unread: counts?.unread ?? 0 };
}

export async function insertAppealEvent(db: Db, values: NewAppealEvent): Promise<void> {
  await db.insert(appealEvents).values(values);
}

/** An appeal's trail, oldest first. */
export async function appealTrail(db: Db, orgId: string, appealId: string): Promise<AppealEventRow[]> {
  return db
    .select()
    .from(appealEvents)
    .where(and(eq(appealEvents.orgId, orgId), eq(appealEvents.appealId, appealId)))
    // Steps made in one instant (a test's clock, a fast reviewer) still read in the workflow's order.
    .orderBy(asc(appealEvents.createdAt), sql`array_position(array['submitted', 'accepted', 'completed', 'rejected'], ${appealEvents.action})`);
}

export interface WorkCalendarDays {
  holidays: string[];
  workdays: string[];
}

export async function findWorkCalendar(db: Db, orgId: string): Promise<WorkCalendarDays> {
  const [row] = await db.select({ holidays: workCalendars.holidays, workdays: workCalendars.workdays }).from(workCalendars).where(eq(workCalendars.orgId, orgId)).limit(1);
  return row ?? { holidays: [], workdays: [] };
}

export async function saveWorkCalendar(db: Db, orgId: string, days: WorkCalendarDays, at: Date): Promise<WorkCalendarDays> {
  const [row] = await db
    .insert(workCalendars)
    .values({ orgId, ...days, updatedAt: at })
    .onConflictDoUpdate({ target: workCalendars.orgId, set: { ...days, updatedAt: at } })
    .returning({ holidays: workCalendars.holidays, workdays: workCalendars.workdays });
  return row!;
}

/**
 * The demo's appeals (seed/appeals.ts): the organisation's finished practice sessions of a child
 * task that failed, lowest score first — what a learner would appeal.
 */
export async function failedTaskSessions(db: Db, orgId: string, limit: number): Promise<{ id: string; userName: string }[]> {
  return db
    .select({ id: practiceSessions.id, userName: users.name })
    .from(practiceSessions)
    .innerJoin(users, refersTo(practiceSessions, practiceSessions.userId, users))
    .where(
      and(
        eq(practiceSessions.orgId, orgId),
        eq(practiceSessions.status, 'finished'),
        eq(practiceSessions.passed, 0),
        sql`${practiceSessions.mode} like 'task:%'`,
        sql`${practiceSessions.result}->>'failreason' = 'belowPassScore'`,
      ),
    )
    .orderBy(desc(practiceSessions.finishedAt), asc(practiceSessions.id))
    .limit(limit);
}
