import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, orgIdColumn, orgReference, users } from './core.js';
import { scenarios } from './practice.js';

// Dialogue collection (admin-back-office §2 `/admin/smart/dialogcollect`, §3 "Dialogue extraction
// audio", §9; docs/assistant.md "Dialogue collection").

/** A recognised sentence as stored: speaker 0/1, milliseconds from the start, the words. */
export interface StoredSentence {
  speaker: number;
  start: number;
  end: number;
  text: string;
}

/**
 * A recorded call uploaded to be recognised: its stored file (`storage_key`, the format, size,
 * duration and channels), its recognition — status waiting, recognising, recognised, failed (with
 * the provider's `reason`), `progress` 0–100, the provider's task id — held by one process at a time
 * under a lease (`claimed_until`, `claim_token`, like the dubbing job's), its transcript
 * (`sentences`), which speaker is the salesperson, and the draft scenario made from it.
 */
export const dialogCollects = pgTable(
  'dialog_collects',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    name: text('name').notNull(),
    format: text('format').notNull(),
    storageKey: text('storage_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    durationMs: integer('duration_ms').notNull().default(0),
    channels: smallint('channels').notNull().default(1),
    status: text('status').notNull().default('waiting'),
    progress: smallint('progress').notNull().default(0),
    reason: text('reason').notNull().default(''),
    providerTaskId: text('provider_task_id').notNull().default(''),
    submittedAt: at('submitted_at'),
    sentences: jsonb('sentences')
      .$type<StoredSentence[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    salesSpeaker: smallint('sales_speaker').notNull().default(1),
    sceneId: uuid('scene_id'),
    generated: smallint('generated').notNull().default(0),
    claimedUntil: at('claimed_until'),
    claimToken: uuid('claim_token'),
    /** The next look at the provider's task (the job asks again no sooner). */
    nextPollAt: at('next_poll_at'),
    creatorId: uuid('creator_id'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('dialog_collects_org_idx').on(t.orgId, t.createdAt),
    // The job's look for work across organisations: only recordings not yet recognised.
    index('dialog_collects_unfinished_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('waiting', 'recognising')`),
    primaryKey({ columns: [t.orgId, t.id] }),
    orgReference('dialog_collects_scene_id_fkey', t, t.sceneId, scenarios, 'set null'),
    orgReference('dialog_collects_creator_id_fkey', t, t.creatorId, users, 'set null'),
  ],
);

export type DialogCollectRow = typeof dialogCollects.$inferSelect;
export type NewDialogCollect = typeof dialogCollects.$inferInsert;
