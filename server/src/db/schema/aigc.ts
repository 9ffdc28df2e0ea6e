import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, orgIdColumn, orgReference, users } from './core.js';

// AI question generation (admin §2 `/admin/smart/aigc-bank`, §3 "AI question bank task";
// docs/assistant.md "AI question generation"): a task reads the chosen library documents, asks the
// model for exam questions or FAQs, and keeps what it wrote as drafts for the author's review.

/** A chosen library file as the task read it: its name and format then, the pages read, and why none were ('' read). */
export interface AigcTaskFile {
  id: string;
  name: string;
  format: string;
  pages: number;
  /** '' read; else the catalogue key of why it was not (no text, no PDF rendition, gone). */
  note: string;
}

/** How many items of each kind the task asks for (exam: per question type; faq: `faq`). */
export interface AigcCounts {
  single: number;
  multiple: number;
  judge: number;
  fill: number;
  faq: number;
}

/**
 * A generation task: name, chosen files, target (`exam` or `faq`) and counts, settings (level of the
 * questions, what to focus on), the pages consumed and what the model wrote (kept and dropped), and
 * the lease of the process working on it (the dubbing job's shape). Status queued, running, done, failed.
 */
export const aigcTasks = pgTable(
  'aigc_tasks',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    name: text('name').notNull(),
    target: text('target').notNull(),
    files: jsonb('files').$type<AigcTaskFile[]>().notNull().default([]),
    counts: jsonb('counts').$type<AigcCounts>().notNull(),
    level: integer('level').notNull().default(2),
    focus: text('focus').notNull().default(''),
    status: text('status').notNull().default('queued'),
    pagesConsumed: integer('pages_consumed').notNull().default(0),
    generated: integer('generated').notNull().default(0),
    dropped: integer('dropped').notNull().default(0),
    /** The catalogue key of why the task failed ('' none), and the provider's reason for whoever runs it. */
    error: text('error').notNull().default(''),
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
    index('aigc_tasks_org_idx').on(t.orgId, t.createdAt),
    index('aigc_tasks_unfinished_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('queued', 'running')`),
    primaryKey({ columns: [t.orgId, t.id] }),
    orgReference('aigc_tasks_creator_id_fkey', t, t.creatorId, users, 'set null'),
  ],
);

/**
 * A generated item waiting for review: an exam question (the bank's question body) or an FAQ
 * (question and answer). Status draft, accepted (with the bank item it became), discarded.
 */
export const aigcDrafts = pgTable(
  'aigc_drafts',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    taskId: uuid('task_id').notNull(),
    seq: integer('seq').notNull(),
    /** question or faq. */
    kind: text('kind').notNull(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('draft'),
    acceptedId: uuid('accepted_id'),
    acceptedCatalogId: uuid('accepted_catalog_id'),
    acceptedAt: at('accepted_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('aigc_drafts_task_idx').on(t.orgId, t.taskId, t.seq),
    primaryKey({ columns: [t.orgId, t.id] }),
    orgReference('aigc_drafts_task_id_fkey', t, t.taskId, aigcTasks, 'cascade'),
  ],
);

export type AigcTaskRow = typeof aigcTasks.$inferSelect;
export type NewAigcTask = typeof aigcTasks.$inferInsert;
export type AigcDraftRow = typeof aigcDrafts.$inferSelect;
