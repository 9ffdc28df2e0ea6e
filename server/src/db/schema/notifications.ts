import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, orgIdColumn, orgReference, users } from './core.js';

// Notification templates, their schedule and send log, and the addresses that unsubscribed
// (admin-back-office §3 Notification template, §5, §9; docs/notifications.md).

/**
 * A template an administrator schedules: subject and content with `{{variables}}`, the push method
 * (`email`, `wecom`, `both`), the period (`daily`, `weekly` on `weekday` 1–7, `monthly` on
 * `monthday` 1–28) at `send_time` (`HH:mm`, the organisation's time zone), recipients and cc, the
 * attachment scopes. `next_due_at` is the next occurrence (null when disabled); a tick claims a
 * due template by setting `claimed_until` (a lease), plans the occurrence's sends and moves
 * `next_due_at` on.
 */
export const notifyTemplates = pgTable(
  'notify_templates',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    /** `custom`, or `daily` (the daily operations report). */
    kind: text('kind').notNull().default('custom'),
    subject: text('subject').notNull(),
    method: text('method').notNull(),
    period: text('period').notNull(),
    sendTime: text('send_time').notNull(),
    weekday: smallint('weekday').notNull().default(1),
    monthday: smallint('monthday').notNull().default(1),
    recipients: text('recipients')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    cc: text('cc')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    content: text('content').notNull(),
    attachments: text('attachments')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    enabled: smallint('enabled').notNull().default(1),
    nextDueAt: at('next_due_at'),
    claimedUntil: at('claimed_until'),
    creatorId: uuid('creator_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    index('notify_templates_due_idx').on(t.nextDueAt),
    orgReference('notify_templates_creator_id_fkey', t, t.creatorId, users, 'set null'),
  ],
);

/**
 * The send log: one row per mail (to one recipient, cc'd) or robot post of an occurrence (`due_at`)
 * or of a test (`test` 1). Planned with its rendered subject and content; `result` is `pending`
 * until the first attempt, then `sent`, `retrying` (`next_attempt_at`), `failed` or `skipped`.
 * A delivering process holds the row by `claimed_until`. One row per occurrence, channel and
 * recipient (the unique index), whoever plans it.
 */
export const notifySends = pgTable(
  'notify_sends',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    templateId: uuid('template_id'),
    dueAt: at('due_at').notNull(),
    test: smallint('test').notNull().default(0),
    channel: text('channel').notNull(),
    /** The mail's one recipient ('' for the robot). */
    recipient: text('recipient').notNull().default(''),
    cc: text('cc')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    attachments: text('attachments')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    result: text('result').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at'),
    claimedUntil: at('claimed_until'),
    /** Why it failed or was skipped: a kind (`auth`, `unreachable`, `unsubscribed`, …) and the server's words. */
    errorKind: text('error_kind').notNull().default(''),
    errorDetail: text('error_detail').notNull().default(''),
    triedAt: at('tried_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    uniqueIndex('notify_sends_occurrence_idx')
      .on(t.orgId, t.templateId, t.dueAt, t.channel, t.recipient)
      .where(sql`${t.test} = 0`),
    index('notify_sends_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.result} in ('pending', 'retrying')`),
    index('notify_sends_org_idx').on(t.orgId, t.createdAt),
    orgReference('notify_sends_template_id_fkey', t, t.templateId, notifyTemplates, 'set null'),
  ],
);

/**
 * Every address a scheduled mail went to, under the unguessable id of its unsubscribe link; once
 * `unsubscribed_at` is set, no template of the organisation sends to it again.
 */
export const notifyRecipients = pgTable(
  'notify_recipients',
  {
    orgId: orgIdColumn(),
    address: text('address').notNull(),
    secretId: text('secret_id').notNull(),
    unsubscribedAt: at('unsubscribed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.address] }),
    uniqueIndex('notify_recipients_secret_idx').on(t.orgId, t.secretId),
    // The unsubscribe page knows the secret alone.
    index('notify_recipients_secret_lookup_idx').on(t.secretId),
  ],
);

export type NotifyTemplateRow = typeof notifyTemplates.$inferSelect;
export type NotifySendRow = typeof notifySends.$inferSelect;
