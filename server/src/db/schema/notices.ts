import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, orgIdColumn, orgReference, userIdColumn, users } from './core.js';
import { taskPackages } from './training.js';

// The learner's notices and the WeChat task messages (learner-and-session §2.6, §2.9, §3, §7;
// docs/notifications.md "Notices", "Task messages through WeChat").

/** A notice's WeChat task message: none (not sent that way), pending (due at `wx_due_at`), sent, failed (given up). */
export const NOTICE_WX_STATES = ['none', 'pending', 'sent', 'failed'] as const;
export type NoticeWxState = (typeof NOTICE_WX_STATES)[number];

/**
 * One notice of one learner: what happened (`kind`, one of shared's NOTICE_KINDS) with its
 * particulars (`params`), the app path it opens (`link`), and `ref`, what it is about (a package's
 * publication, its end, an appeal's decision, a badge, a level): one notice per learner and ref.
 * `pushed_at`: when it went to the learner's open sockets (null: not yet — made inside another
 * write's transaction, the push job sends it). `wx_*` is its WeChat template message, sent by the
 * task-message job (claim-by-update: `wx_due_at` is the next attempt, moved on by each claim as its lease).
 */
export const notices = pgTable(
  'notices',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    userId: userIdColumn(),
    kind: text('kind').notNull(),
    params: jsonb('params')
      .$type<Record<string, string | number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    link: text('link').notNull().default(''),
    ref: text('ref').notNull(),
    createdAt: createdAt(),
    readAt: at('read_at'),
    pushedAt: at('pushed_at'),
    wxState: text('wx_state').$type<NoticeWxState>().notNull().default('none'),
    wxAttempts: smallint('wx_attempts').notNull().default(0),
    wxDueAt: at('wx_due_at'),
    wxError: text('wx_error').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    uniqueIndex('notices_ref_idx').on(t.orgId, t.userId, t.ref),
    index('notices_user_idx').on(t.orgId, t.userId, t.createdAt),
    index('notices_unpushed_idx')
      .on(t.createdAt)
      .where(sql`pushed_at is null`),
    index('notices_wx_due_idx')
      .on(t.wxDueAt)
      .where(sql`wx_state = 'pending'`),
    orgReference('notices_user_id_fkey', t, t.userId, users, 'cascade'),
  ],
);

/**
 * A learner's subscription to task messages through the organisation's official account: the
 * follower's openid at that account (learner §2.6 subscription pages).
 */
export const noticeSubscriptions = pgTable(
  'notice_subscriptions',
  {
    orgId: orgIdColumn(),
    userId: userIdColumn(),
    openid: text('openid').notNull(),
    subscribedAt: at('subscribed_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.userId] }),
    index('notice_subscriptions_openid_idx').on(t.openid),
    orgReference('notice_subscriptions_user_id_fkey', t, t.userId, users, 'cascade'),
  ],
);

/**
 * The "about to end" notices of a package: claimed by one process at a time (`claimed_until`, a
 * lease), done once (`ending_at`).
 */
export const noticePackageRuns = pgTable(
  'notice_package_runs',
  {
    orgId: orgIdColumn(),
    packageId: uuid('package_id').notNull(),
    claimedUntil: at('claimed_until'),
    endingAt: at('ending_at'),
    learners: integer('learners').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.packageId] }), orgReference('notice_package_runs_package_id_fkey', t, t.packageId, taskPackages, 'cascade')],
);

export type NoticeRow = typeof notices.$inferSelect;
export type NoticeInsert = typeof notices.$inferInsert;
export type NoticeSubscriptionRow = typeof noticeSubscriptions.$inferSelect;
