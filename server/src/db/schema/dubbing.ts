import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, orgIdColumn, orgReference, users } from './core.js';
import { scenarios, voiceClips, voiceTemplates } from './practice.js';

// Dubbing tasks (admin §2 `voicetaskdetails`, §4 "synthesis runs in the background"): a digital human
// voices the lines of a scenario, of the speech library or of everything, as a durable job that any
// server process may take up (docs/practice.md "Dubbing tasks").

/**
 * A dubbing task: its scope, its counts, and the lease of the process working on it (`claimed_until`
 * and the claim's token, renewed line by line; a task whose process died is taken up again once
 * the lease has run out). Status queued, running, done, failed (finished with failed lines).
 */
export const dubbingTasks = pgTable(
  'dubbing_tasks',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    templateId: uuid('template_id').notNull(),
    /** scenario, library, all. */
    scope: text('scope').notNull(),
    scenarioId: uuid('scenario_id'),
    /** The scenario's name when the task was made (it stays when the scenario goes). */
    scenarioName: text('scenario_name').notNull().default(''),
    status: text('status').notNull().default('queued'),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** The provider's reason for the last line that failed ('' none), for whoever runs the provider. */
    lastError: text('last_error').notNull().default(''),
    claimedUntil: at('claimed_until'),
    claimToken: uuid('claim_token'),
    creatorId: uuid('creator_id'),
    createdAt: createdAt(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('dubbing_tasks_org_template_idx').on(t.orgId, t.templateId, t.createdAt),
    // The job's look for work across organisations: only unfinished tasks.
    index('dubbing_tasks_unfinished_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('queued', 'running')`),
    primaryKey({ columns: [t.orgId, t.id] }),
    orgReference('dubbing_tasks_template_id_fkey', t, t.templateId, voiceTemplates, 'cascade'),
    orgReference('dubbing_tasks_scenario_id_fkey', t, t.scenarioId, scenarios, 'set null'),
    orgReference('dubbing_tasks_creator_id_fkey', t, t.creatorId, users, 'set null'),
  ],
);

/**
 * A line of a dubbing task (distinct text and emotion within it): pending, done (with the clip it
 * made or found) or failed (with the catalogue key of its message).
 */
export const dubbingLines = pgTable(
  'dubbing_lines',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    taskId: uuid('task_id').notNull(),
    seq: integer('seq').notNull(),
    text: text('text').notNull(),
    textHash: text('text_hash').notNull(),
    emotion: integer('emotion').notNull().default(0),
    status: text('status').notNull().default('pending'),
    error: text('error').notNull().default(''),
    clipId: uuid('clip_id'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('dubbing_lines_task_idx').on(t.orgId, t.taskId, t.status, t.seq),
    uniqueIndex('dubbing_lines_task_text_key').on(t.orgId, t.taskId, t.textHash, t.emotion),
    primaryKey({ columns: [t.orgId, t.id] }),
    orgReference('dubbing_lines_task_id_fkey', t, t.taskId, dubbingTasks, 'cascade'),
    orgReference('dubbing_lines_clip_id_fkey', t, t.clipId, voiceClips, 'set null'),
  ],
);

export type DubbingTaskRow = typeof dubbingTasks.$inferSelect;
export type DubbingLineRow = typeof dubbingLines.$inferSelect;
