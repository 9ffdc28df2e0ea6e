import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, real, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, orgIdColumn, orgReference, userIdColumn, users } from './core.js';
import { practiceSessions } from './practiceSessions.js';

// Voiceprints (learner-and-session §2.2–2.3, §8; admin-back-office §3–4): a user's registered voice,
// its re-registrations waiting for an audit, and the checks of who is really practising
// (docs/voiceprint.md).

/**
 * A user's registered voiceprint (one per user): the provider's id of it, or the speaker embedding
 * the on-premises service computed (compared by cosine here), and the sample it was made from.
 */
export const voiceprints = pgTable(
  'voiceprints',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    userId: userIdColumn(),
    /** embedding, tencent: the provider that made it (another provider cannot compare with it). */
    provider: text('provider').notNull(),
    /** Tencent's VoicePrintId ('' for an embedding). */
    ref: text('ref').notNull().default(''),
    embedding: real('embedding').array(),
    /** The storage key of the sample's wav. */
    sampleKey: text('sample_key').notNull(),
    /** The text the user read. */
    text: text('text').notNull().default(''),
    durationMs: integer('duration_ms').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    uniqueIndex('voiceprints_org_user_idx').on(t.orgId, t.userId),
    orgReference('voiceprints_user_id_fkey', t, t.userId, users, 'cascade'),
  ],
);

/**
 * A re-registration waiting for an audit (admin §3 "voiceprint audit record", §4 states): the
 * original sample and the new one with what the provider made of it, the new voice's score against
 * the registered one, and who handled it. Status 0 pending, 1 manual pass, 2 manual reject, 3 auto
 * pass, 4 expired; only a pending record changes.
 */
export const voiceprintAudits = pgTable(
  'voiceprint_audits',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    userId: userIdColumn(),
    status: smallint('status').notNull().default(0),
    originalKey: text('original_key').notNull().default(''),
    sampleKey: text('sample_key').notNull(),
    text: text('text').notNull().default(''),
    durationMs: integer('duration_ms').notNull().default(0),
    provider: text('provider').notNull(),
    ref: text('ref').notNull().default(''),
    embedding: real('embedding').array(),
    /** The new voice against the registered one, 0–100. */
    score: integer('score').notNull().default(0),
    handlerId: uuid('handler_id'),
    handledAt: at('handled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    index('voiceprint_audits_org_status_idx').on(t.orgId, t.status, t.createdAt),
    // One pending re-registration per user: a new one replaces it.
    uniqueIndex('voiceprint_audits_pending_idx')
      .on(t.orgId, t.userId)
      .where(sql`${t.status} = 0`),
    orgReference('voiceprint_audits_user_id_fkey', t, t.userId, users, 'cascade'),
    orgReference('voiceprint_audits_handler_id_fkey', t, t.handlerId, users, 'set null'),
  ],
);

/**
 * A check of who spoke a turn of a practice session (§8 verification check value): 0 normal,
 * 1 impersonation (not the learner's voice), 2 group cheating (the voice of another account of
 * the organisation). Made after the turn; it never blocks the learner.
 */
export const voiceprintChecks = pgTable(
  'voiceprint_checks',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    userId: userIdColumn(),
    sessionId: uuid('session_id').notNull(),
    seq: integer('seq').notNull(),
    score: integer('score').notNull(),
    result: smallint('result').notNull(),
    /** With group cheating: the account whose voice it was. */
    otherUserId: uuid('other_user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    uniqueIndex('voiceprint_checks_session_seq_idx').on(t.orgId, t.sessionId, t.seq),
    index('voiceprint_checks_org_result_idx').on(t.orgId, t.result, t.createdAt),
    orgReference('voiceprint_checks_user_id_fkey', t, t.userId, users, 'cascade'),
    orgReference('voiceprint_checks_session_id_fkey', t, t.sessionId, practiceSessions, 'cascade'),
    orgReference('voiceprint_checks_other_user_id_fkey', t, t.otherUserId, users, 'set null'),
  ],
);
