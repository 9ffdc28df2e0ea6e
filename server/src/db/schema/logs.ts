import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { LoginLogMethod, MessageParams } from '@peilian/shared';
import { at, organisations, users } from './core.js';

// Sign-in logs (admin §2 /admin/log; docs/security.md "Sign-in logs").

/**
 * One sign-in attempt that named an account, success or failure. `org_id` and `user_id` are null
 * when the account matched no user: such rows belong to no organisation and are never listed. A
 * user's rows outlive the user (set null), so a deleted account's history stays readable by its
 * account and name until the retention purge takes it.
 */
export const loginLogs = pgTable(
  'login_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id').references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The account as typed (password), the mobile (SMS), or the user's account (WeChat, codes). */
    account: text('account').notNull(),
    name: text('name').notNull().default(''),
    method: text('method').$type<LoginLogMethod>().notNull(),
    /** 1: the user may enter the back office (`isAdminUser`) at the time of the attempt. */
    admin: integer('admin').notNull().default(0),
    /** 1 success, 0 failure. */
    success: integer('success').notNull(),
    /** The refusal's errcode and message key (failures only). */
    errcode: integer('errcode'),
    reason: text('reason').notNull().default(''),
    reasonParams: jsonb('reason_params').$type<MessageParams>(),
    ip: text('ip').notNull().default(''),
    device: text('device').notNull().default(''),
    client: text('client').notNull().default(''),
    at: at('at').notNull(),
  },
  (t) => [index('login_logs_org_id_admin_at_idx').on(t.orgId, t.admin, t.at), index('login_logs_user_id_idx').on(t.userId)],
);

/** The retention purge's state per organisation: when it last ran, and until when a process holds it. */
export const loginLogPurges = pgTable('login_log_purges', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  purgedAt: at('purged_at'),
  claimedUntil: at('claimed_until'),
});

export type LoginLogRow = typeof loginLogs.$inferSelect;
export type NewLoginLogRow = typeof loginLogs.$inferInsert;
