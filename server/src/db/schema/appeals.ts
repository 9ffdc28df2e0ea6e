import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, real, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, orgIdColumn, orgReference, organisations, userIdColumn, users } from './core.js';
import { childTasks, taskPackages } from './training.js';

// Appeals (admin-back-office §3 Complaint, §4, §5, §9; docs/appeals.md): a learner's appeal of one
// scored study record, its trail, and the organisation's work calendar the reply's due day is
// counted on.

/** A criterion an appeal points at, with its label as it read when the appeal was made. */
export interface AppealItem {
  key: string;
  label: string;
}

/**
 * One appeal of one study record (`record_type` practice | exam | faq, `record_id` the session,
 * attempt or drill): one per record, final once completed or rejected. Status 0 pending,
 * 1 processing, 2 completed, 3 rejected. `due_day` is the last day of the reply (15 working days
 * after the day it was made, the organisation's days).
 */
export const appeals = pgTable(
  'appeals',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    userId: userIdColumn(),
    recordType: text('record_type').notNull(),
    recordId: uuid('record_id').notNull(),
    /** The package and child task the record was done in (null: free practice). */
    packageId: uuid('package_id'),
    childTaskId: uuid('child_task_id'),
    recordTitle: text('record_title').notNull(),
    packageTitle: text('package_title').notNull().default(''),
    reason: text('reason').notNull(),
    items: jsonb('items')
      .$type<AppealItem[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: smallint('status').notNull().default(0),
    opinion: text('opinion').notNull().default(''),
    scoreBefore: real('score_before'),
    scoreAfter: real('score_after'),
    dueDay: text('due_day').notNull(),
    handlerId: uuid('handler_id'),
    handledAt: at('handled_at'),
    /** When the learner read the reply (null: unread, or no reply yet). */
    replySeenAt: at('reply_seen_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    uniqueIndex('appeals_record_idx').on(t.orgId, t.recordType, t.recordId),
    index('appeals_org_status_idx').on(t.orgId, t.status, t.dueDay),
    index('appeals_org_user_idx').on(t.orgId, t.userId, t.createdAt),
    orgReference('appeals_user_id_fkey', t, t.userId, users, 'cascade'),
    orgReference('appeals_handler_id_fkey', t, t.handlerId, users, 'set null'),
    orgReference('appeals_package_id_fkey', t, t.packageId, taskPackages, 'set null'),
    orgReference('appeals_child_task_id_fkey', t, t.childTaskId, childTasks, 'set null'),
  ],
);

/** A re-scored criterion: its label and the score before and after. */
export interface AppealChange {
  key: string;
  label: string;
  from: number;
  to: number;
}

/** One step of an appeal (submitted, accepted, completed, rejected): who, when, what changed. */
export const appealEvents = pgTable(
  'appeal_events',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    appealId: uuid('appeal_id').notNull(),
    actorId: uuid('actor_id'),
    /** The actor's name then (kept when the account goes). */
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    opinion: text('opinion').notNull().default(''),
    changes: jsonb('changes')
      .$type<AppealChange[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    scoreBefore: real('score_before'),
    scoreAfter: real('score_after'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    index('appeal_events_appeal_idx').on(t.orgId, t.appealId, t.createdAt),
    orgReference('appeal_events_appeal_id_fkey', t, t.appealId, appeals, 'cascade'),
    orgReference('appeal_events_actor_id_fkey', t, t.actorId, users, 'set null'),
  ],
);

/** The organisation's days off besides weekends, and weekend days worked (调休): the reply's due day counts on them. */
export const workCalendars = pgTable('work_calendars', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  holidays: jsonb('holidays')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  workdays: jsonb('workdays')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export type AppealRow = typeof appeals.$inferSelect;
export type AppealEventRow = typeof appealEvents.$inferSelect;
