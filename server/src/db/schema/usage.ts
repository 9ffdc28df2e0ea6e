import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, orgIdColumn } from './core.js';

/**
 * What each use of a paid cloud service cost in its own units, recorded where the provider is
 * called (docs/providers.md "Usage"): the cost centre prices these rows. Kept when the user or the
 * session goes: a cost stays where it was spent.
 */
export const usageRecords = pgTable(
  'usage_records',
  {
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    orgId: orgIdColumn(),
    /** Whom it served (null: the organisation itself). */
    userId: uuid('user_id'),
    /** That user's department when it was used: a later move does not move the cost. */
    departmentId: uuid('department_id'),
    /** What it served, e.g. `practice` and the session's id. */
    subject: text('subject').notNull(),
    subjectId: text('subject_id').notNull().default(''),
    /** `llm`, `tts`, `asr`, `embedding`, `video` (seconds of video processed), `sms` (messages) or `storage` (bytes stored). */
    service: text('service').notNull(),
    /** The provider's name, e.g. `openai`, `espeak`, `tencent`. */
    provider: text('provider').notNull(),
    /** llm: prompt tokens; embedding: input tokens; tts: characters voiced; asr: milliseconds of audio recognised; sms: messages; storage: bytes. */
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    /** llm: completion tokens; 0 otherwise. */
    output: integer('output').notNull().default(0),
    createdAt: createdAt(),
    /** When the cost centre charged it (docs/billing.md "Charging"); null until then. Each row is charged once. */
    chargedAt: at('charged_at'),
    /** The `usage` ledger row that charged it (null: not yet, or it cost nothing). */
    ledgerId: bigint('ledger_id', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    index('usage_records_org_id_created_at_idx').on(t.orgId, t.createdAt),
    index('usage_records_uncharged_idx')
      .on(t.orgId, t.id)
      .where(sql`${t.chargedAt} is null`),
  ],
);

export type UsageRecordRow = typeof usageRecords.$inferSelect;
