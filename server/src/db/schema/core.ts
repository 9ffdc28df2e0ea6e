import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ALL_ROLE_APPLICATIONS, type RoleApplication } from '@peilian/shared';

// Every organisation-owned table is keyed by its organisation: `org_id` begins its primary key and
// unique indexes, and a reference to another such row goes through both keys (`orgReference`). It is
// the distribution column when the database is scaled out with Citus (docs/deploy.md; the rest are
// placed in `db/distribution.ts`). Flags are integers because the wire format uses 0/1.

/** A self-registration's review: 'rejected' only for the owner of an enterprise registration the provider refused. */
export type ReviewStatus = 'approved' | 'pending' | 'rejected';
/** An enterprise registration's review by the provider (docs/security.md "Enterprise registration review"). */
export type OrganisationReviewStatus = 'approved' | 'pending' | 'rejected';
export type ClientKind = 'pc' | 'mini';
/** logout → 10000 (token unknown), elsewhere → 10001, password → 9100. */
export type RevokeReason = 'logout' | 'elsewhere' | 'password';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** A timestamp with time zone (every instant is stored with its zone). */
export const at = (name: string) => timestamp(name, { withTimezone: true });
/** The owning organisation; its rows go with it. */
export const orgIdColumn = () =>
  uuid('org_id')
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' });
/** The owning user (its reference, `orgReference(…, users, 'cascade')`, is the table's): the row goes with the user. */
export const userIdColumn = () => uuid('user_id').notNull();

/** What a reference does when the row it names is deleted. */
type ReferenceAction = 'cascade' | 'set null' | 'no action';

/**
 * A reference from one organisation-owned row to another, through both keys: (org_id, column) →
 * (org_id, id). Both rows are of one organisation, and once tables are distributed by `org_id`
 * (docs/deploy.md "Scaling out with Citus") both are on one shard. `set null` clears the column
 * alone: the migration writes `ON DELETE SET NULL (column)`, which drizzle cannot say.
 */
export function orgReference(
  name: string,
  t: { orgId: AnyPgColumn },
  column: AnyPgColumn,
  target: { orgId: AnyPgColumn; id: AnyPgColumn },
  onDelete: ReferenceAction,
) {
  return foreignKey({ name, columns: [t.orgId, column], foreignColumns: [target.orgId, target.id] }).onDelete(onDelete);
}

export const organisations = pgTable(
  'organisations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The numeric business type chosen at enterprise registration. */
    businessType: integer('business_type').notNull().default(0),
    logo: text('logo').notNull().default(''),
    /** Edition-independent settings (watermark, password strengthening, …); read through `orgSettings`. */
    settings: jsonb('settings')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Function keys the organisation's product version licenses (admin §6); private editions license all. */
    licensedFunctions: jsonb('licensed_functions')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Enterprise self-registrations wait for the provider: only 'approved' organisations are in use. */
    reviewStatus: text('review_status').$type<OrganisationReviewStatus>().notNull().default('approved'),
    /** Who registered the organisation, and the mobile the review's SMS goes to. */
    contactName: text('contact_name').notNull().default(''),
    contactMobile: text('contact_mobile').notNull().default(''),
    /** Why the provider refused the registration (told by SMS). */
    reviewReason: text('review_reason').notNull().default(''),
    reviewedAt: at('reviewed_at'),
    /**
     * When the organisation's account ends (admin §4 "Account"), set by the provider; null: no end.
     * From then nobody of it signs in; its data is frozen, reported 3 months on and cleared 6 months on.
     */
    expiresAt: at('expires_at'),
    /**
     * Its balance (the sum of its ledger, docs/billing.md) is below 0: its people sign in, but
     * configuration, learning and training are refused. Written in the same transaction as the
     * ledger row that moves the balance across 0; never set in the private edition.
     */
    inArrears: boolean('in_arrears').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('organisations_name_key').on(t.name),
    index('organisations_review_status_idx').on(t.reviewStatus, t.createdAt),
    index('organisations_expires_at_idx').on(t.expiresAt),
  ],
);

export const departments = pgTable(
  'departments',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id'),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('departments_org_id_idx').on(t.orgId),
    index('departments_parent_id_idx').on(t.parentId),
    primaryKey({ columns: [t.orgId, t.id] }),
    orgReference('departments_parent_id_fkey', t, t.parentId, t, 'cascade'),
  ],
);

export type RoleType = 0 | 1 | 2;

/**
 * Roles of an organisation (admin §3 Role): type 0 ordinary user, 1 administrator (its `funcs`),
 * 2 super administrator; status 0 enabled, 1 disabled. A user's effective rights are copied from
 * the role onto the user row (`users.funcs`, `adminuser`, `rolename`) whenever either changes —
 * see `src/people/grants.ts`.
 */
export const roles = pgTable(
  'roles',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: integer('type').$type<RoleType>().notNull().default(0),
    description: text('description').notNull().default(''),
    status: integer('status').notNull().default(0),
    /** Visible function keys of the shared tree (hidden detail routes follow their parent). */
    funcs: jsonb('funcs')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The applications it opens besides the back office (shared `ROLE_APPLICATIONS`). */
    apps: jsonb('apps')
      .$type<RoleApplication[]>()
      .notNull()
      .default(sql`'["training","assistant","questionbank"]'::jsonb`),
    /** 1: what its holders add to the catalogues waits for an audit. */
    audit: integer('audit').notNull().default(0),
    /** 1: its holders get operation messages. */
    notify: integer('notify').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('roles_org_id_idx').on(t.orgId), uniqueIndex('roles_org_id_name_key').on(t.orgId, t.name), primaryKey({ columns: [t.orgId, t.id] })],
);

export type RoleRow = typeof roles.$inferSelect;

export const users = pgTable(
  'users',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    departmentId: uuid('department_id'),
    /** Unique across organisations (held in `held_names`) so that login needs no organisation picker. */
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
    /** Comma-separated applications the role opens (shared `ROLE_APPLICATIONS`); all of them without a role. */
    apps: text('apps').notNull().default(ALL_ROLE_APPLICATIONS),
    /** The user's role; funcs, adminuser and rolename above are kept equal to what it grants. */
    roleId: uuid('role_id'),
    /** Entry date (yyyy-MM-dd), informational. */
    entryDate: date('entry_date', { mode: 'string' }),
    language: text('language').notNull().default('zh-CN'),
    voiceprint: integer('voiceprint').notNull().default(0),
    voiceflag: text('voiceflag').notNull().default(''),
    openai: integer('openai').notNull().default(0),
    aillm: integer('aillm').notNull().default(0),
    terminal: integer('terminal').notNull().default(0),
    /** After this moment the account cannot log in; null = no limit. */
    validUntil: timestamp('valid_until', { withTimezone: true }),
    disabled: integer('disabled').notNull().default(0),
    /** When the password was last set; the 90-day rule counts from here (or from created_at). */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** 1 = the password was set by someone else (import, registration) and must be changed first. */
    needChangePassword: integer('need_change_password').notNull().default(0),
    /**
     * Self-registrations wait for review: 'pending' (sign-in answers accountPending, or
     * registrationPending for an enterprise owner), 'rejected' (an enterprise the provider refused).
     */
    reviewStatus: text('review_status').$type<ReviewStatus>().notNull().default('approved'),
    /** The user's manager (admin §3 User "manager"): another user of the organisation. */
    managerId: uuid('manager_id'),
    wechatName: text('wechat_name').notNull().default(''),
    memo: text('memo').notNull().default(''),
    /** Company full name and job title from mini-program self-registration. */
    company: text('company').notNull().default(''),
    jobTitle: text('job_title').notNull().default(''),
    /**
     * When an administrator deleted the account (docs/people.md "Deleting users"); such a row is also
     * disabled and read by nothing but the recycle bin. Its account stays taken until the bin purges it.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_account_key').on(t.orgId, t.account),
    index('users_org_id_idx').on(t.orgId),
    index('users_department_id_idx').on(t.departmentId),
    index('users_role_id_idx').on(t.roleId),
    primaryKey({ columns: [t.orgId, t.id] }),
    orgReference('users_department_id_fkey', t, t.departmentId, departments, 'set null'),
    orgReference('users_role_id_fkey', t, t.roleId, roles, 'set null'),
    orgReference('users_manager_id_fkey', t, t.managerId, t, 'set null'),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    /** sha256 (hex) of the token; the raw token exists only in the client. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** `pc` (web) or `mini` (mini-program): one live session per user and client kind. */
    clientKind: text('client_kind').$type<ClientKind>().notNull().default('pc'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Why it ended; decides the code its next request gets (10000, 10001 or 9100). */
    revokeReason: text('revoke_reason').$type<RevokeReason>(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.orgId, t.tokenHash),
    // A token names no organisation before its session is found (`findSessionByTokenHash`).
    index('sessions_token_hash_idx').on(t.tokenHash),
    index('sessions_org_id_idx').on(t.orgId),
    index('sessions_user_id_idx').on(t.userId),
    primaryKey({ columns: [t.orgId, t.id] }),
    orgReference('sessions_user_id_fkey', t, t.userId, users, 'cascade'),
  ],
);

export type OrganisationRow = typeof organisations.$inferSelect;
export type DepartmentRow = typeof departments.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/**
 * Excel imports running now, one row each (`server/src/http/imports.ts`): an organisation runs at
 * most a few at once, counted across every server process. A row is deleted when its import ends;
 * `expires_at` frees the slot of a process that died meanwhile.
 */
export const importRuns = pgTable(
  'import_runs',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    startedAt: at('started_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('import_runs_org_id_idx').on(t.orgId), primaryKey({ columns: [t.orgId, t.id] })],
);
