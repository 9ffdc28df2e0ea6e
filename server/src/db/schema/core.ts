import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Every organisation-owned table carries `org_id` (indexed): it is the future distribution column
// when the database is scaled out (Citus). Flags are integers because the wire format uses 0/1.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const organisations = pgTable('organisations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** The numeric business type chosen at enterprise registration. */
  businessType: integer('business_type').notNull().default(0),
  logo: text('logo').notNull().default(''),
  /** Edition-independent settings; shape defined by the settings issue. */
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  createdAt: createdAt(),
});

export const departments = pgTable(
  'departments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => departments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('departments_org_id_idx').on(t.orgId), index('departments_parent_id_idx').on(t.parentId)],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    /** Globally unique (not per organisation) so that login needs no organisation picker. */
    account: text('account').notNull(),
    /** argon2id PHC string; never leaves the server. */
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    avatar: text('avatar').notNull().default(''),
    sex: integer('sex').notNull().default(0),
    mobile: text('mobile').notNull().default(''),
    email: text('email').notNull().default(''),
    workNo: text('work_no').notNull().default(''),
    /** 100 = top administrator (spec §3); 0 = ordinary user. */
    isadmin: integer('isadmin').notNull().default(0),
    orgowner: integer('orgowner').notNull().default(0),
    adminuser: integer('adminuser').notNull().default(0),
    /** Comma-separated function keys (spec §3). */
    funcs: text('funcs').notNull().default(''),
    rolename: text('rolename').notNull().default(''),
    language: text('language').notNull().default('zh-CN'),
    voiceprint: integer('voiceprint').notNull().default(0),
    voiceflag: text('voiceflag').notNull().default(''),
    openai: integer('openai').notNull().default(0),
    aillm: integer('aillm').notNull().default(0),
    terminal: integer('terminal').notNull().default(0),
    /** After this moment the account cannot log in; null = no limit. */
    validUntil: timestamp('valid_until', { withTimezone: true }),
    disabled: integer('disabled').notNull().default(0),
    /** Null means the password was set by someone else and must be changed at first login. */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_account_key').on(t.account),
    index('users_org_id_idx').on(t.orgId),
    index('users_department_id_idx').on(t.departmentId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 (hex) of the token; the raw token exists only in the client. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_org_id_idx').on(t.orgId),
    index('sessions_user_id_idx').on(t.userId),
  ],
);

export type OrganisationRow = typeof organisations.$inferSelect;
export type DepartmentRow = typeof departments.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
