import { date, index, integer, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, orgIdColumn, orgReference, userIdColumn, users } from './core.js';
import { scenarios } from './practice.js';
import { catalogues } from './training.js';

// Check-in tasks (打卡; admin §2 clockinout, clockinout-detail; docs/checkin.md).

/**
 * A check-in task: practise every day from `start_day` to `end_day` (the organisation's days). The
 * daily practice is a scenario (`kind` 1, `scenario_id`) or a quick Q&A catalogue (`kind` 3,
 * `catalogue_id`); a day counts when it scores at least `min_score`.
 */
export const checkinTasks = pgTable(
  'checkin_tasks',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    title: text('title').notNull(),
    startDay: date('start_day', { mode: 'string' }).notNull(),
    endDay: date('end_day', { mode: 'string' }).notNull(),
    kind: smallint('kind').notNull(),
    /** The scenario of kind 1; cleared when the scenario is deleted (the task then shows no practice). */
    scenarioId: uuid('scenario_id'),
    /** The quick Q&A catalogue of kind 3; cleared when the catalogue is deleted. */
    catalogueId: uuid('catalogue_id'),
    minScore: integer('min_score').notNull().default(0),
    enabled: smallint('enabled').notNull().default(1),
    creatorId: uuid('creator_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    index('checkin_tasks_org_days_idx').on(t.orgId, t.startDay, t.endDay),
    orgReference('checkin_tasks_scenario_id_fkey', t, t.scenarioId, scenarios, 'set null'),
    orgReference('checkin_tasks_catalogue_id_fkey', t, t.catalogueId, catalogues, 'set null'),
    orgReference('checkin_tasks_creator_id_fkey', t, t.creatorId, users, 'set null'),
  ],
);

/** Who a check-in task is published to: departments (and the departments below them), positions, users — as `package_ranges`. */
export const checkinRanges = pgTable(
  'checkin_ranges',
  {
    taskId: uuid('task_id').notNull(),
    orgId: orgIdColumn(),
    /** `department`, `position` or `user`. */
    kind: text('kind').notNull(),
    targetId: uuid('target_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.taskId, t.kind, t.targetId] }),
    index('checkin_ranges_target_idx').on(t.orgId, t.kind, t.targetId),
    orgReference('checkin_ranges_task_id_fkey', t, t.taskId, checkinTasks, 'cascade'),
  ],
);

/**
 * A learner's checked-in day of a task: written when a qualifying practice finishes (once a day; a
 * better score that day raises `score`, `checked_at` stays the first).
 */
export const checkinDays = pgTable(
  'checkin_days',
  {
    orgId: orgIdColumn(),
    taskId: uuid('task_id').notNull(),
    userId: userIdColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    score: integer('score').notNull(),
    checkedAt: at('checked_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.taskId, t.userId, t.day] }),
    index('checkin_days_org_user_idx').on(t.orgId, t.userId, t.day),
    orgReference('checkin_days_task_id_fkey', t, t.taskId, checkinTasks, 'cascade'),
    orgReference('checkin_days_user_id_fkey', t, t.userId, users, 'cascade'),
  ],
);

export type CheckinTaskRow = typeof checkinTasks.$inferSelect;
export type CheckinDayRow = typeof checkinDays.$inferSelect;
