import { bigint, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { LoginLogMethod, MessageParams, OperationSummary } from '@peilian/shared';
import { at, organisations, orgIdColumn, orgReference, users } from './core.js';

// Sign-in logs (admin §2 /admin/log; docs/security.md "Sign-in logs").

/**
 * One sign-in attempt that named an account of the organisation, success or failure (an account that
 * matches nobody is told to the server's log, not here: docs/security.md "Sign-in logs"). A user's
 * rows outlive the user (set null), so a deleted account's history stays readable by its account and
 * name until the retention purge takes it.
 */
export const loginLogs = pgTable(
  'login_logs',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    userId: uuid('user_id'),
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
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    index('login_logs_org_id_admin_at_idx').on(t.orgId, t.admin, t.at),
    index('login_logs_user_id_idx').on(t.userId),
    orgReference('login_logs_user_id_fkey', t, t.userId, users, 'set null'),
  ],
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

// Operation logs (admin §2 /admin/log/operation; docs/security.md "Operation log").

/**
 * One successful write of the back office: who, when, through which function and route, naming
 * which record. Written by the route contract in the transaction of the write itself
 * (`http/operations.ts`), so a write and its row commit or roll back together.
 */
export const operationLogs = pgTable(
  'operation_logs',
  {
    id: uuid('id').notNull(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id'),
    account: text('account').notNull(),
    name: text('name').notNull().default(''),
    /** The function key of the shared tree that opened the route. */
    function: text('function').notNull(),
    method: text('method').notNull(),
    /** The route as declared (`api/admin/user/:id`). */
    route: text('route').notNull(),
    /** The record the write names: the path's id, else the answer's or the body's; '' when none. */
    recordId: text('record_id').notNull().default(''),
    ip: text('ip').notNull().default(''),
    at: at('at').notNull(),
    /** What it did, for the log to say in words: the records' table, how many it changed, the first names; null before 2026-11-27. */
    summary: jsonb('summary').$type<OperationSummary>(),
  },
  (t) => [
    index('operation_logs_org_id_at_idx').on(t.orgId, t.at),
    index('operation_logs_org_id_record_id_idx').on(t.orgId, t.recordId),
    primaryKey({ columns: [t.orgId, t.id] }),
    orgReference('operation_logs_user_id_fkey', t, t.userId, users, 'set null'),
  ],
);

/**
 * The rows an operation changed, with the changed fields before and after, captured by the
 * `record_operation_change` trigger on every audited table while the operation's transaction runs
 * (secrets left out, long values shortened). Kept with its operation and purged with it.
 */
export const operationLogChanges = pgTable(
  'operation_log_changes',
  {
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    /** The operation's organisation: its changes are kept beside it. */
    orgId: orgIdColumn(),
    operationId: uuid('operation_id').notNull(),
    tableName: text('table_name').notNull(),
    /** insert, update or delete. */
    action: text('action').notNull(),
    rowId: text('row_id').notNull().default(''),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    index('operation_log_changes_operation_id_idx').on(t.operationId),
    index('operation_log_changes_row_id_idx').on(t.rowId),
    orgReference('operation_log_changes_operation_id_fkey', t, t.operationId, operationLogs, 'cascade'),
  ],
);

export type OperationLogRow = typeof operationLogs.$inferSelect;
export type OperationLogChangeRow = typeof operationLogChanges.$inferSelect;
export type NewOperationLogChangeRow = typeof operationLogChanges.$inferInsert;
