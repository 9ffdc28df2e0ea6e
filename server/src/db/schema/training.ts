import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, primaryKey, real, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, departments, orgIdColumn, orgReference, roles, userIdColumn, users } from './core.js';
import type { CatalogAccessList } from '@peilian/shared';

// The training centre (admin §3 task package, student task, banner, upload folders; §4 task states).
// Wire enumerations (catalogue types, task types, publish states) are named in shared's
// `domain/training.ts`; the columns hold those numbers. See docs/training.md for the model.

/** Positions (admin §3 Position: name ≤ 32, parent position); a publish-range dimension. */
export const positions = pgTable(
  'positions',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    parentId: uuid('parent_id'),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('positions_org_id_idx').on(t.orgId),
    primaryKey({ columns: [t.orgId, t.id] }),
    orgReference('positions_parent_id_fkey', t, t.parentId, t, 'cascade'),
  ],
);

/** A user's position (one per user); kept apart from `users` so position edits never touch the session row. */
export const userPositions = pgTable(
  'user_positions',
  {
    userId: uuid('user_id').notNull(),
    orgId: orgIdColumn(),
    positionId: uuid('position_id').notNull(),
  },
  (t) => [
    index('user_positions_org_id_idx').on(t.orgId),
    index('user_positions_position_id_idx').on(t.positionId),
    primaryKey({ columns: [t.orgId, t.userId] }),
    orgReference('user_positions_user_id_fkey', t, t.userId, users, 'cascade'),
    orgReference('user_positions_position_id_fkey', t, t.positionId, positions, 'cascade'),
  ],
);

/**
 * Invite codes (admin §3 Invite code; docs/people.md "Invite codes"): whoever joins with `code` is
 * placed in its department, position and role. `used_count` only grows, under `max_count`, in the
 * joining transaction; a revoked code stays listed with what it let in.
 */
export const inviteCodes = pgTable(
  'invite_codes',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    /** Eight letters and digits, unique across organisations (held in `held_names`: the join page finds the organisation by it). */
    code: text('code').notNull(),
    title: text('title').notNull(),
    /** The last day it may be used, in the organisation's time zone; null = no end. */
    validUntil: date('valid_until', { mode: 'string' }),
    maxCount: integer('max_count').notNull(),
    usedCount: integer('used_count').notNull().default(0),
    departmentId: uuid('department_id'),
    positionId: uuid('position_id'),
    roleId: uuid('role_id'),
    revokedAt: at('revoked_at'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('invite_codes_org_id_idx').on(t.orgId),
    uniqueIndex('invite_codes_code_key').on(t.orgId, t.code),
    primaryKey({ columns: [t.orgId, t.id] }),
    orgReference('invite_codes_department_id_fkey', t, t.departmentId, departments, 'set null'),
    orgReference('invite_codes_position_id_fkey', t, t.positionId, positions, 'set null'),
    orgReference('invite_codes_role_id_fkey', t, t.roleId, roles, 'set null'),
    orgReference('invite_codes_created_by_fkey', t, t.createdBy, users, 'set null'),
  ],
);

/** Catalogue trees per organisation and type (files, videos, images, questions, papers). */
export const catalogues = pgTable(
  'catalogues',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    type: integer('type').notNull(),
    parentId: uuid('parent_id'),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    /** Who made it: a public or private catalogue is its creator's to change (null: made before access lists). */
    creatorId: uuid('creator_id'),
    /** Its own access list (admin §6 open types); null follows the parent's (a top-level one: full control). */
    access: jsonb('access').$type<CatalogAccessList>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('catalogues_org_id_type_idx').on(t.orgId, t.type),
    index('catalogues_parent_id_idx').on(t.parentId),
    primaryKey({ columns: [t.orgId, t.id] }),
    orgReference('catalogues_parent_id_fkey', t, t.parentId, t, 'cascade'),
    orgReference('catalogues_creator_id_fkey', t, t.creatorId, users, 'set null'),
  ],
);

/**
 * A resumable upload in progress: bytes land in `<DATA_DIR>/uploads/<id>.part` and become content
 * (a `media` row and a stored file) only when complete and checked; abandoned ones are pruned. On
 * object storage the browser sends the bytes straight to the bucket as an S3 multipart upload of
 * `storage_key` (`storage_upload_id`); null for the local through-server chunks.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    userId: userIdColumn(),
    /** `file` or `video`. */
    kind: text('kind').notNull(),
    filename: text('filename').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    received: bigint('received', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    completedAt: at('completed_at'),
    /** Direct uploads: the object's key in the bucket, and the bucket's multipart upload id. */
    storageKey: text('storage_key'),
    storageUploadId: text('storage_upload_id'),
    /** Direct uploads: the parts the bucket acknowledged (number and ETag), as the client reported them. */
    storageParts: jsonb('storage_parts').$type<{ partNumber: number; etag: string }[]>().notNull().default([]),
  },
  (t) => [
    index('uploads_org_id_idx').on(t.orgId),
    index('uploads_updated_at_idx').on(t.updatedAt),
    primaryKey({ columns: [t.orgId, t.id] }),
    orgReference('uploads_user_id_fkey', t, t.userId, users, 'cascade'),
  ],
);

/** Files and videos of the content library (admin §2 studysystem/editfile/editvideo). */
export const media = pgTable(
  'media',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    /** `file` or `video`. */
    kind: text('kind').notNull(),
    catalogId: uuid('catalog_id'),
    name: text('name').notNull(),
    /** Lower-case extension checked by content: pdf, docx, mp4, … */
    format: text('format').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    cover: text('cover').notNull().default(''),
    /** Video length or document page count when known. */
    durationSeconds: integer('duration_seconds').notNull().default(0),
    pages: integer('pages').notNull().default(0),
    /** Storage key of a PDF rendition for documents a browser cannot show; '' when none. */
    previewKey: text('preview_key').notNull().default(''),
    /** `native` (pdf, mp4), `ready`, `pending`, `failed`, `unavailable` (no converter installed). */
    previewStatus: text('preview_status').notNull().default('native'),
    /** Video status of admin §3: 0 processing, 1 passed, 100 failed. Files are 1. */
    status: integer('status').notNull().default(1),
    /** Why a video's processing failed (status 100): an i18n key and ffmpeg's summarised last line; '' otherwise. */
    statusReason: text('status_reason').notNull().default(''),
    /** How far a processing video's transcoding got, 0–100 (docs/media.md "Video processing"). */
    processProgress: integer('process_progress').notNull().default(0),
    /** Storage key of a processed video's H.264/AAC MP4 rendition learners play; '' = none (play the original). */
    renditionKey: text('rendition_key').notNull().default(''),
    /** Times the processing job claimed the video: bounded, a video claimed too often fails. */
    processAttempts: integer('process_attempts').notNull().default(0),
    /** The processing job's lease: the claim's token and until when it holds the video. */
    processClaimToken: text('process_claim_token'),
    processClaimedUntil: at('process_claimed_until'),
    disabled: integer('disabled').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    creatorId: uuid('creator_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('media_org_id_kind_idx').on(t.orgId, t.kind),
    index('media_catalog_id_idx').on(t.catalogId),
    index('media_processing_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 0 and ${t.kind} = 'video'`),
    primaryKey({ columns: [t.orgId, t.id] }),
    orgReference('media_catalog_id_fkey', t, t.catalogId, catalogues, 'set null'),
    orgReference('media_creator_id_fkey', t, t.creatorId, users, 'set null'),
  ],
);

/** Task packages (admin §3): what learners in the publish range see in the training centre. */
export const taskPackages = pgTable(
  'task_packages',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    /** Which task list it belongs to: 1 train, 2 exam, 3 practice (admin §2 data picker "tasktype"). */
    tasktype: integer('tasktype').notNull(),
    title: text('title').notNull(),
    cover: text('cover').notNull().default(''),
    description: text('description').notNull().default(''),
    passScore: real('pass_score').notNull(),
    sort: integer('sort').notNull().default(0),
    /** A package that must be complete before this one opens. */
    frontPackageId: uuid('front_package_id'),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    /** 0 unpublished, 1 scheduled, 2 publishing, 3 published. */
    publishState: integer('publish_state').notNull().default(0),
    publishAt: at('publish_at'),
    publishedAt: at('published_at'),
    creatorId: uuid('creator_id'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** In the recycle bin since (admin §4): `publish_state` is then -1 and this keeps the state to restore. */
    deletedAt: at('deleted_at'),
    deletedBy: uuid('deleted_by'),
    recycledState: integer('recycled_state'),
  },
  (t) => [
    index('task_packages_org_id_idx').on(t.orgId, t.tasktype),
    index('task_packages_due_idx').on(t.publishState, t.publishAt),
    primaryKey({ columns: [t.orgId, t.id] }),
    orgReference('task_packages_front_package_id_fkey', t, t.frontPackageId, t, 'set null'),
    orgReference('task_packages_creator_id_fkey', t, t.creatorId, users, 'set null'),
    orgReference('task_packages_deleted_by_fkey', t, t.deletedBy, users, 'set null'),
  ],
);

/** Who a package is published to: departments (and the departments below them), positions, users. */
export const packageRanges = pgTable(
  'package_ranges',
  {
    packageId: uuid('package_id').notNull(),
    orgId: orgIdColumn(),
    /** `department`, `position` or `user`. */
    kind: text('kind').notNull(),
    targetId: uuid('target_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.packageId, t.kind, t.targetId] }),
    index('package_ranges_target_idx').on(t.orgId, t.kind, t.targetId),
    orgReference('package_ranges_package_id_fkey', t, t.packageId, taskPackages, 'cascade'),
  ],
);

/**
 * A child task of a package (admin §3 task types 1 scenario, 2 exam, 3 quick Q&A, 4 file reading,
 * 5 video). `refs` names what it runs (media with required seconds, a paper, a scenario);
 * `settings` holds the type's options. Weights of a package's children sum to 100.
 */
export const childTasks = pgTable(
  'child_tasks',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    packageId: uuid('package_id').notNull(),
    type: integer('type').notNull(),
    title: text('title').notNull(),
    sort: integer('sort').notNull().default(0),
    weight: real('weight').notNull().default(0),
    required: integer('required').notNull().default(1),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    frontTaskId: uuid('front_task_id'),
    refs: jsonb('refs')
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    settings: jsonb('settings')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    index('child_tasks_package_id_idx').on(t.packageId),
    index('child_tasks_org_id_idx').on(t.orgId),
    primaryKey({ columns: [t.orgId, t.id] }),
    orgReference('child_tasks_package_id_fkey', t, t.packageId, taskPackages, 'cascade'),
    orgReference('child_tasks_front_task_id_fkey', t, t.frontTaskId, t, 'set null'),
  ],
);

/**
 * A learner's record of one child task (admin §3 Student task): status 0 not started, 1 in progress,
 * 2 passed, 3 failed; duration, score; `progress` holds the type's state (per media: watched seconds,
 * furthest position, resume position).
 */
export const studentTasks = pgTable(
  'student_tasks',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    userId: userIdColumn(),
    packageId: uuid('package_id').notNull(),
    childTaskId: uuid('child_task_id').notNull(),
    status: integer('status').notNull().default(0),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    score: real('score'),
    progress: jsonb('progress')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    startedAt: at('started_at'),
    passedAt: at('passed_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('student_tasks_user_child_key').on(t.orgId, t.userId, t.childTaskId),
    index('student_tasks_package_idx').on(t.packageId, t.userId),
    index('student_tasks_org_id_idx').on(t.orgId),
    primaryKey({ columns: [t.orgId, t.id] }),
    orgReference('student_tasks_user_id_fkey', t, t.userId, users, 'cascade'),
    orgReference('student_tasks_package_id_fkey', t, t.packageId, taskPackages, 'cascade'),
    orgReference('student_tasks_child_task_id_fkey', t, t.childTaskId, childTasks, 'cascade'),
  ],
);

/** A learner's state of one package: progress counts and completion (kept with each child record). */
export const studentPackages = pgTable(
  'student_packages',
  {
    userId: userIdColumn(),
    packageId: uuid('package_id').notNull(),
    orgId: orgIdColumn(),
    passedChildren: integer('passed_children').notNull().default(0),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    score: real('score'),
    completedAt: at('completed_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.userId, t.packageId] }),
    index('student_packages_org_id_idx').on(t.orgId),
    orgReference('student_packages_user_id_fkey', t, t.userId, users, 'cascade'),
    orgReference('student_packages_package_id_fkey', t, t.packageId, taskPackages, 'cascade'),
  ],
);

/** Daily score and time per learner and child task (admin §3 Student task "daily score"). */
export const studentTaskDays = pgTable(
  'student_task_days',
  {
    userId: userIdColumn(),
    childTaskId: uuid('child_task_id').notNull(),
    /** yyyy-MM-dd in China time. */
    day: text('day').notNull(),
    orgId: orgIdColumn(),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    score: real('score'),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.userId, t.childTaskId, t.day] }),
    index('student_task_days_org_id_idx').on(t.orgId),
    orgReference('student_task_days_user_id_fkey', t, t.userId, users, 'cascade'),
    orgReference('student_task_days_child_task_id_fkey', t, t.childTaskId, childTasks, 'cascade'),
  ],
);

/** Learning totals of the personal centre: seconds learned, experience, stars. */
export const learnerStats = pgTable(
  'learner_stats',
  {
    userId: uuid('user_id').notNull(),
    orgId: orgIdColumn(),
    learningSeconds: bigint('learning_seconds', { mode: 'number' }).notNull().default(0),
    experience: integer('experience').notNull().default(0),
    stars: integer('stars').notNull().default(0),
    completedPackages: integer('completed_packages').notNull().default(0),
    /** Exam and practice (scenario, quick Q&A) child tasks passed: they earn experience (docs/training.md). */
    passedExams: integer('passed_exams').notNull().default(0),
    passedPractices: integer('passed_practices').notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('learner_stats_org_id_idx').on(t.orgId, t.learningSeconds),
    primaryKey({ columns: [t.orgId, t.userId] }),
    orgReference('learner_stats_user_id_fkey', t, t.userId, users, 'cascade'),
  ],
);

/** Training-centre carousel (admin §3 Banner). */
export const banners = pgTable(
  'banners',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    title: text('title').notNull(),
    image: text('image').notNull(),
    /** 1 PC, 2 mobile. */
    platform: integer('platform').notNull(),
    /** 1 none, 2 trigger. */
    click: integer('click').notNull().default(1),
    /** 1 or 2 go to the task `clickid`, 3 open `clickurl`. */
    clicktype: integer('clicktype').notNull().default(1),
    clickid: text('clickid').notNull().default(''),
    clickurl: text('clickurl').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    disabled: integer('disabled').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('banners_org_id_idx').on(t.orgId, t.platform), primaryKey({ columns: [t.orgId, t.id] })],
);

export type PositionRow = typeof positions.$inferSelect;
export type InviteCodeRow = typeof inviteCodes.$inferSelect;
export type CatalogueRow = typeof catalogues.$inferSelect;
export type UploadRow = typeof uploads.$inferSelect;
export type MediaRow = typeof media.$inferSelect;
export type TaskPackageRow = typeof taskPackages.$inferSelect;
export type ChildTaskRow = typeof childTasks.$inferSelect;
export type StudentTaskRow = typeof studentTasks.$inferSelect;
export type StudentPackageRow = typeof studentPackages.$inferSelect;
export type LearnerStatsRow = typeof learnerStats.$inferSelect;
export type BannerRow = typeof banners.$inferSelect;

/**
 * Server-wide signing secrets by purpose (e.g. `viewkey` for the short-lived content keys of
 * `api/trainning/v3/media/viewkey`): created once by whichever process needs one first, then read by
 * every process, so a key signed by one server is accepted by the others and after a restart.
 */
export const signingKeys = pgTable('signing_keys', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});
