import { index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, organisations, orgIdColumn, orgReference, userIdColumn, users } from './core.js';

// Identity state lives in the database, not in process memory, so that several server processes
// agree on one-time keys, throttles, codes and tickets. Secrets are stored hashed (sha256) except
// the login keys, which the server needs in clear to decrypt the password sealed under them.
// Rows made before sign-in (keys, throttles, SMS codes) belong to no organisation yet.

/** One-time keys of `GET api/login/randomcode`; a captcha answer (hashed) is bound to the key. */
export const loginKeys = pgTable(
  'login_keys',
  {
    id: text('id').primaryKey(),
    /** base64url AES-256 key. */
    key: text('key').notNull(),
    captchaHash: text('captcha_hash'),
    ip: text('ip').notNull().default(''),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('login_keys_expires_at_idx').on(t.expiresAt)],
);

/**
 * Counted events for throttles (`bucket` + `subject`, e.g. `login-failure:account` + account):
 * login failures, per-IP request budgets. Old rows are pruned.
 */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bucket: text('bucket').notNull(),
    subject: text('subject').notNull(),
    at: at('at').notNull(),
  },
  (t) => [index('rate_events_bucket_subject_at_idx').on(t.bucket, t.subject, t.at)],
);

/**
 * Devices an account signed in on with its password (the OWASP "device cookie"): the client keeps
 * the token and sends it with later sign-ins of that account, which are then not held by the
 * account's pause for unknown devices. `account` is the account as typed, trimmed and lower-cased,
 * like the throttles' subjects; the token is stored hashed.
 */
export const loginDevices = pgTable(
  'login_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    account: text('account').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('login_devices_token_hash_idx').on(t.tokenHash), index('login_devices_expires_at_idx').on(t.expiresAt)],
);

/**
 * Accounts once locked after too many failed logins. Nothing locks accounts any more (failures bring
 * the captcha and waits, docs/security.md "Password guessing"); the table stays until a migration
 * drops it, and pruning empties it.
 */
export const accountLocks = pgTable('account_locks', {
  account: text('account').primaryKey(),
  lockedUntil: at('locked_until').notNull(),
});

/** One-time serials that let a user change a password before receiving a session. */
export const passwordSerials = pgTable(
  'password_serials',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    userId: userIdColumn(),
    serialHash: text('serial_hash').notNull(),
    /** 1 = first login (password set by someone else), 2 = unchanged too long. */
    kind: integer('kind').$type<1 | 2>().notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_serials_serial_hash_key').on(t.orgId, t.serialHash),
    // A serial names no organisation before it is found (`findLivePasswordSerial`).
    index('password_serials_serial_hash_idx').on(t.serialHash),
    index('password_serials_org_id_idx').on(t.orgId),
    primaryKey({ columns: [t.orgId, t.id] }),
    orgReference('password_serials_user_id_fkey', t, t.userId, users, 'cascade'),
  ],
);

export type SmsPurpose = 'login' | 'register';

/** SMS codes sent (or, for unknown mobiles at login, pretended to be sent). */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: uuid('id').primaryKey(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose').$type<SmsPurpose>().notNull(),
    /** sha256 of `<id>:<code>`. */
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull().default(''),
    /** 0 when nothing was sent (login code for a mobile no user has). */
    delivered: integer('delivered').notNull().default(1),
    /** 1 when the provider refused: no resend lock, not verifiable, still counted for the daily cap. */
    failed: integer('failed').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('sms_codes_mobile_idx').on(t.mobile, t.purpose, t.createdAt), index('sms_codes_ip_idx').on(t.ip, t.createdAt)],
);

/** A user's WeChat identities: web openid, mini-program openid, and the unionid joining them. */
export const wechatLinks = pgTable(
  'wechat_links',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    userId: userIdColumn(),
    openid: text('openid'),
    unionid: text('unionid'),
    miniopenid: text('miniopenid'),
    nickname: text('nickname').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wechat_links_user_id_key').on(t.orgId, t.userId),
    index('wechat_links_org_id_idx').on(t.orgId),
    index('wechat_links_openid_idx').on(t.openid),
    index('wechat_links_unionid_idx').on(t.unionid),
    index('wechat_links_miniopenid_idx').on(t.miniopenid),
    primaryKey({ columns: [t.orgId, t.id] }),
    orgReference('wechat_links_user_id_fkey', t, t.userId, users, 'cascade'),
  ],
);

/** `subscribe`: a learner's task-message QR (names the learner); `follower`: an official-account follower to verify (holds the openid). */
export type WechatTicketKind = 'login' | 'bind' | 'subscribe' | 'follower';
export type WechatTicketStatus = 'waiting' | 'scanned' | 'confirmed' | 'unbound' | 'spent';

/** QR-login and bind tickets (the OAuth `state`). */
export const wechatTickets = pgTable(
  'wechat_tickets',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<WechatTicketKind>().notNull(),
    status: text('status').$type<WechatTicketStatus>().notNull().default('waiting'),
    /**
     * Bind: the user binding; login: the user confirmed by the scan. No reference to `users`: a
     * ticket is sign-in state, kept apart from the organisations' tables (docs/deploy.md "Scaling out
     * with Citus"), and lives minutes; spending it reads the user again.
     */
    orgId: uuid('org_id').references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id'),
    /** Follower: the official account's openid that `PUT api/validateuser` subscribes once the user is verified. */
    openid: text('openid'),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('wechat_tickets_org_id_idx').on(t.orgId), index('wechat_tickets_expires_at_idx').on(t.expiresAt)],
);

/**
 * WeChat codes already exchanged (hashed), so a multi-account choice can post the same code again
 * within its 5 minutes although WeChat accepts each code once.
 */
export const wechatCodes = pgTable('wechat_codes', {
  codeHash: text('code_hash').primaryKey(),
  app: text('app').$type<'web' | 'mini'>().notNull(),
  openid: text('openid').notNull(),
  unionid: text('unionid'),
  nickname: text('nickname').notNull().default(''),
  expiresAt: at('expires_at').notNull(),
});

/** One-time authorisation codes for embedding (admin issues, `api/checkauthcode` redeems). */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    userId: userIdColumn(),
    codeHash: text('code_hash').notNull(),
    createdBy: uuid('created_by').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('auth_codes_code_hash_key').on(t.orgId, t.codeHash),
    // A code names no organisation before it is redeemed (`consumeAuthCode`).
    index('auth_codes_code_hash_idx').on(t.codeHash),
    index('auth_codes_org_id_idx').on(t.orgId),
    primaryKey({ columns: [t.orgId, t.id] }),
    orgReference('auth_codes_user_id_fkey', t, t.userId, users, 'cascade'),
  ],
);

export type LoginKeyRow = typeof loginKeys.$inferSelect;
export type SmsCodeRow = typeof smsCodes.$inferSelect;
export type WechatTicketRow = typeof wechatTickets.$inferSelect;
export type PasswordSerialRow = typeof passwordSerials.$inferSelect;

/** What a held name is: a user's account, an invite code. */
export type HeldNameKind = 'account' | 'invite';

/**
 * The names people type before their organisation is known — an account at sign-in, an invite code
 * on the join page — each held by one organisation across all of them. The organisations' own tables
 * keep such a name unique within the organisation (their unique indexes begin with org_id, as tables
 * distributed by organisation need); this table keeps it unique across organisations and finds whose
 * it is. Written by the data functions that create, rename and purge those records.
 */
export const heldNames = pgTable(
  'held_names',
  {
    kind: text('kind').$type<HeldNameKind>().notNull(),
    name: text('name').notNull(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.kind, t.name] }), index('held_names_org_id_idx').on(t.orgId)],
);
