import { z } from 'zod';
import { PACKAGE_TASKTYPES } from '../domain/training.js';
import {
  MEDIA_REPORT_MAX_S,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZES,
  PASS_SCORE_MAX,
  PUBLISH_RANGE_MAX,
  TASK_DESCRIPTION_MAX,
  TASK_SORT,
  TASK_TITLE,
} from '../limits.js';
import { normaliseChildContent, type ChildRef, type ChildSettings } from '../training/refs.js';
import { parseTaskTime } from '../training/time.js';

/**
 * The task calls of docs/training.md: the back office's task packages, child tasks, publishing and
 * positions; the learner's training centre, task detail, file/video progress, ranking, personal
 * centre and avatar. Messages are i18n keys (`tasks.rules.*`). Times: requests take epoch ms, an ISO
 * instant or `yyyy-MM-dd HH:mm[:ss]` in China time (`training/time.ts`); responses give ISO
 * instants. Form bodies send lists by repeating the key and objects (`range`, `refs`, `settings`)
 * as JSON text; JSON bodies send them as they are.
 */

const idPattern = /^[A-Za-z0-9_-]{1,64}$/;
/** A record id (picker choice); the server resolves it inside the caller's organisation. */
export const taskIdSchema = z.string().trim().regex(idPattern, { error: 'tasks.rules.idInvalid' });
/** An optional id: '' (or absent) means none. */
const optionalId = z.union([z.literal(''), taskIdSchema]).default('');

/** JSON text (from a form) or the value itself (from JSON). */
const jsonText = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return value;
  }
};
/** A list from a form (a single value, repeated keys, or comma-separated text) or JSON. */
const listOf = (value: unknown): unknown => {
  const parsed = jsonText(value);
  if (parsed === undefined || parsed === null) return [];
  if (typeof parsed === 'string') return parsed.split(',').map((item) => item.trim()).filter(Boolean);
  return Array.isArray(parsed) ? parsed.flatMap((item: unknown) => (typeof item === 'string' ? item.split(',').map((part) => part.trim()).filter(Boolean) : [item])) : parsed;
};

/** A task time; the output is epoch milliseconds. */
export const taskTimeSchema = z.unknown().transform((value, ctx) => {
  if (value === undefined || value === null || value === '') {
    ctx.addIssue({ code: 'custom', message: 'tasks.rules.timeRequired' });
    return z.NEVER;
  }
  const ms = parseTaskTime(value);
  if (ms === null) {
    ctx.addIssue({ code: 'custom', message: 'tasks.rules.timeFormat' });
    return z.NEVER;
  }
  return ms;
});

const pageSchema = z.coerce.number().int().min(1).max(1_000_000).default(1);
const rowsSchema = z.coerce
  .number()
  .int()
  .default(PAGE_SIZE_DEFAULT)
  .refine((rows) => (PAGE_SIZES as readonly number[]).includes(rows), {
    error: 'tasks.rules.pageSize',
    params: { sizes: PAGE_SIZES.join('/') },
  });

const tasktypeSchema = z.coerce
  .number({ error: 'tasks.rules.tasktype' })
  .refine((value) => (Object.values(PACKAGE_TASKTYPES) as number[]).includes(value), { error: 'tasks.rules.tasktype' })
  .transform((value) => value as 1 | 2 | 3);

const titleSchema = z
  .string({ error: 'tasks.rules.titleRequired' })
  .trim()
  .min(TASK_TITLE.min, { error: 'tasks.rules.titleRequired' })
  .max(TASK_TITLE.max, { error: 'tasks.rules.titleTooLong' });

const sortSchema = z.coerce
  .number({ error: 'tasks.rules.sortRange' })
  .int({ error: 'tasks.rules.sortRange' })
  .min(TASK_SORT.min, { error: 'tasks.rules.sortRange' })
  .max(TASK_SORT.max, { error: 'tasks.rules.sortRange' })
  .default(0);

/** Pass score: above 0, at most 100 (admin §5), up to two decimals. */
export const passScoreSchema = z.coerce
  .number({ error: 'tasks.rules.passScoreRange' })
  .refine((value) => Number.isFinite(value) && value > 0 && value <= PASS_SCORE_MAX && Math.round(value * 100) === value * 100, {
    error: 'tasks.rules.passScoreRange',
    params: { max: PASS_SCORE_MAX },
  });

/** Weight of a child task in percent: 0–100 with at most two decimals; the package's sum to 100. */
export const weightSchema = z.coerce
  .number({ error: 'tasks.rules.weightRange' })
  .refine((value) => Number.isFinite(value) && value >= 0 && value <= 100 && Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
    error: 'tasks.rules.weightRange',
  });

const flag = z.preprocess(
  (value) => (value === true || value === 'true' ? 1 : value === false || value === 'false' ? 0 : value),
  z.coerce.number().int().min(0).max(1),
);

/** The publish range: departments (with the departments below them), positions, users. */
export const publishRangeSchema = z
  .object({
    departments: z.preprocess(listOf, z.array(taskIdSchema)).default([]),
    positions: z.preprocess(listOf, z.array(taskIdSchema)).default([]),
    users: z.preprocess(listOf, z.array(taskIdSchema)).default([]),
  })
  .refine((range) => range.departments.length + range.positions.length + range.users.length <= PUBLISH_RANGE_MAX, {
    error: 'tasks.rules.rangeTooLarge',
    params: { max: PUBLISH_RANGE_MAX },
  })
  .transform((range) => ({
    departments: [...new Set(range.departments)],
    positions: [...new Set(range.positions)],
    users: [...new Set(range.users)],
  }));
export type PublishRange = z.output<typeof publishRangeSchema>;

const timesInOrder = <T extends { starttime: number; endtime: number }>(fields: T, ctx: z.RefinementCtx) => {
  if (fields.endtime <= fields.starttime) ctx.addIssue({ code: 'custom', message: 'tasks.rules.endBeforeStart', path: ['endtime'] });
};

const packageFields = {
  title: titleSchema,
  passscore: passScoreSchema,
  sort: sortSchema,
  frontpackageid: optionalId,
  /** A path handed out by `POST api/file/upload?filetype=mission`, or ''. */
  cover: z.string().trim().max(512).default(''),
  description: z.string().trim().max(TASK_DESCRIPTION_MAX, { error: 'tasks.rules.descriptionTooLong' }).default(''),
  starttime: taskTimeSchema,
  endtime: taskTimeSchema,
  range: z.preprocess((value) => jsonText(value) ?? {}, publishRangeSchema),
};

/** `POST api/admin/task/package`. */
export const createPackageRequestSchema = z.object({ tasktype: tasktypeSchema, ...packageFields }).superRefine(timesInOrder);
export type CreatePackageRequest = z.output<typeof createPackageRequestSchema>;

/**
 * `PUT api/admin/task/package/{id}`: the whole form. Once published (scheduled, publishing or
 * published) the pass score and the front package must stay as they are, and new times must still
 * hold every child task; the type never changes (it names the list the package lives in).
 */
export const updatePackageRequestSchema = z.object(packageFields).superRefine(timesInOrder);
export type UpdatePackageRequest = z.output<typeof updatePackageRequestSchema>;

/** `GET api/admin/task/package?tasktype&title&publishstate&page&rows`. */
export const packageListQuerySchema = z.object({
  tasktype: tasktypeSchema.default(PACKAGE_TASKTYPES.train),
  title: z.string().trim().max(TASK_TITLE.max, { error: 'tasks.rules.titleTooLong' }).default(''),
  publishstate: z
    .union([z.literal(''), z.coerce.number().int().min(0, { error: 'tasks.rules.publishState' }).max(3, { error: 'tasks.rules.publishState' })])
    .default(''),
  page: pageSchema,
  rows: rowsSchema,
});
export type PackageListQuery = z.output<typeof packageListQuerySchema>;

/** `POST api/admin/task/package/{id}/publish`: now, or at `publishtime` (not earlier than now). */
export const publishRequestSchema = z
  .object({
    mode: z.enum(['now', 'scheduled'], { error: 'tasks.rules.publishMode' }),
    publishtime: z.unknown().optional(),
  })
  .transform((body, ctx) => {
    if (body.mode === 'now') return { mode: 'now' as const, publishtime: null };
    if (body.publishtime === undefined || body.publishtime === null || body.publishtime === '') {
      ctx.addIssue({ code: 'custom', message: 'tasks.rules.publishTimeRequired', path: ['publishtime'] });
      return z.NEVER;
    }
    const ms = parseTaskTime(body.publishtime);
    if (ms === null) {
      ctx.addIssue({ code: 'custom', message: 'tasks.rules.timeFormat', path: ['publishtime'] });
      return z.NEVER;
    }
    return { mode: 'scheduled' as const, publishtime: ms };
  });
export type PublishRequest = z.output<typeof publishRequestSchema>;

/**
 * `POST api/admin/task/package/{id}/child`, `PUT api/admin/task/child/{id}`: a child task. `refs`
 * and `settings` by type as `training/refs.ts` describes.
 */
export const childTaskRequestSchema = z
  .object({
    type: z.coerce.number({ error: 'tasks.rules.childType' }).int({ error: 'tasks.rules.childType' }),
    title: titleSchema,
    sort: sortSchema,
    weight: weightSchema,
    required: flag.default(1),
    starttime: taskTimeSchema,
    endtime: taskTimeSchema,
    fronttaskid: optionalId,
    refs: z.preprocess(listOfObjects, z.unknown()),
    settings: z.preprocess(jsonText, z.unknown()),
  })
  .superRefine(timesInOrder)
  .transform((body, ctx) => {
    const content = normaliseChildContent(body.type, body.refs, body.settings);
    for (const issue of content.issues) {
      ctx.addIssue({ code: 'custom', message: issue.key, params: issue.params, path: [issue.key === 'tasks.rules.settingsInvalid' ? 'settings' : 'refs'] });
    }
    if (content.issues.length > 0) return z.NEVER;
    return { ...body, type: body.type as 1 | 2 | 3 | 4 | 5, refs: content.refs as ChildRef[], settings: content.settings as ChildSettings };
  });
export type ChildTaskRequest = z.output<typeof childTaskRequestSchema>;

/** Refs from a form: each repeated field is JSON text of one object; from JSON: the list itself. */
function listOfObjects(value: unknown): unknown {
  const parsed = jsonText(value);
  if (Array.isArray(parsed)) return parsed.map((item: unknown) => jsonText(item));
  return parsed;
}

// ---------------------------------------------------------------- admin responses

const idName = z.object({ id: z.string(), name: z.string() }).strict();

/** A row of a task list. */
export const adminPackageSchema = z
  .object({
    id: z.string(),
    tasktype: z.number().int(),
    title: z.string(),
    cover: z.string(),
    description: z.string(),
    passscore: z.number(),
    sort: z.number().int(),
    frontpackageid: z.string(),
    frontpackagetitle: z.string(),
    starttime: z.string(),
    endtime: z.string(),
    /** 0 unpublished, 1 scheduled, 2 publishing, 3 published. */
    publishstate: z.number().int(),
    /** ISO instant of a scheduled publish, else ''. */
    publishtime: z.string(),
    publisheddate: z.string(),
    /** 0 not started, 1 in progress, 2 ended (from the times). */
    runstate: z.number().int(),
    childcount: z.number().int(),
    /** Sum of the child weights, rounded to 0.01 (publishing needs 100). */
    weighttotal: z.number(),
    creator: z.string(),
    createdate: z.string(),
  })
  .strict();
export type AdminPackage = z.infer<typeof adminPackageSchema>;

/** A media of a file/video child task as the admin sees it. */
export const adminMediaRefSchema = z
  .object({
    mediaid: z.string(),
    seconds: z.number().int(),
    /** '' when the media was deleted since. */
    name: z.string(),
    kind: z.string(),
    format: z.string(),
    duration: z.number().int(),
    disabled: z.number().int(),
  })
  .strict();

export const adminChildTaskSchema = z
  .object({
    id: z.string(),
    packageid: z.string(),
    type: z.number().int(),
    title: z.string(),
    sort: z.number().int(),
    weight: z.number(),
    required: z.number().int(),
    starttime: z.string(),
    endtime: z.string(),
    fronttaskid: z.string(),
    /** File/video: the media with their required seconds; other types: `[{ refid }]`. */
    refs: z.array(z.union([adminMediaRefSchema, z.object({ refid: z.string() }).strict()])),
    settings: z.record(z.string(), z.unknown()),
  })
  .strict();
export type AdminChildTask = z.infer<typeof adminChildTaskSchema>;

export const packageRangeSchema = z
  .object({ departments: z.array(idName), positions: z.array(idName), users: z.array(idName) })
  .strict();

export const adminPackageDetailSchema = adminPackageSchema
  .extend({
    range: packageRangeSchema,
    children: z.array(adminChildTaskSchema),
    /** 1 while child tasks can no longer be added, edited or deleted. */
    locked: z.number().int(),
  })
  .strict();
export type AdminPackageDetail = z.infer<typeof adminPackageDetailSchema>;

export const packageListResponseSchema = z
  .object({ successed: z.literal(true), rows: z.array(adminPackageSchema), total: z.number().int().nonnegative() })
  .strict();
export type PackageListResponse = z.infer<typeof packageListResponseSchema>;
export const packageDetailResponseSchema = z.object({ successed: z.literal(true), package: adminPackageDetailSchema }).strict();
export type PackageDetailResponse = z.infer<typeof packageDetailResponseSchema>;
export const childTaskResponseSchema = z.object({ successed: z.literal(true), child: adminChildTaskSchema }).strict();
export type ChildTaskResponse = z.infer<typeof childTaskResponseSchema>;

/** A position of the range picker's tree (admin §3 Position). */
export interface PositionNode {
  id: string;
  name: string;
  parentid: string;
  usercount: number;
  children: PositionNode[];
}
export const positionNodeSchema: z.ZodType<PositionNode> = z.lazy(() =>
  z
    .object({ id: z.string(), name: z.string(), parentid: z.string(), usercount: z.number().int(), children: z.array(positionNodeSchema) })
    .strict(),
);
/** `GET api/admin/organization/positions`: the tree in `rows`. */
export const positionListResponseSchema = z.object({ successed: z.literal(true), rows: z.array(positionNodeSchema) }).strict();
export type PositionListResponse = z.infer<typeof positionListResponseSchema>;

// ---------------------------------------------------------------- learner calls

/** `GET api/trainning/v3/center?platform`: 'mobile' (default, the PWA and mini-program) or 'pc' (also 2 / 1). */
export const centerQuerySchema = z.object({
  platform: z
    .union([z.enum(['mobile', 'pc']), z.coerce.number().int().min(1).max(2)])
    .default('mobile')
    .transform((value) => (value === 'pc' || value === 1 ? 1 : 2) as 1 | 2),
});

/** A carousel banner as learners get it (admin §3 Banner; learner §2.9 click info). */
export const centerBannerSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    image: z.string(),
    click: z.number().int(),
    clicktype: z.number().int(),
    clickid: z.string(),
    clickurl: z.string(),
  })
  .strict();
export type CenterBanner = z.infer<typeof centerBannerSchema>;

/** A package in the learner's training centre. */
export const centerPackageSchema = z
  .object({
    id: z.string(),
    tasktype: z.number().int(),
    title: z.string(),
    cover: z.string(),
    description: z.string(),
    starttime: z.string(),
    endtime: z.string(),
    runstate: z.number().int(),
    /** Child tasks passed / all child tasks. */
    passed: z.number().int(),
    total: z.number().int(),
    /** 1 when every required child task is passed. */
    completed: z.number().int(),
    completedate: z.string(),
    /** 1 while the front package is not complete. */
    locked: z.number().int(),
    frontpackageid: z.string(),
    frontpackagetitle: z.string(),
  })
  .strict();
export type CenterPackage = z.infer<typeof centerPackageSchema>;

export const centerResponseSchema = z
  .object({
    successed: z.literal(true),
    banners: z.array(centerBannerSchema),
    /** Packages by run state, each list by sort then start time. */
    groups: z.object({ inprogress: z.array(centerPackageSchema), notstarted: z.array(centerPackageSchema), ended: z.array(centerPackageSchema) }).strict(),
  })
  .strict();
export type CenterResponse = z.infer<typeof centerResponseSchema>;

/** Why a child task cannot be opened now ('' when it can). */
export const LOCK_REASONS = ['', 'frontpackage', 'fronttask', 'notstarted', 'ended'] as const;
export type LockReason = (typeof LOCK_REASONS)[number];

/** A child task in the learner's task detail. */
export const learnerChildTaskSchema = z
  .object({
    id: z.string(),
    type: z.number().int(),
    title: z.string(),
    sort: z.number().int(),
    weight: z.number(),
    required: z.number().int(),
    starttime: z.string(),
    endtime: z.string(),
    runstate: z.number().int(),
    /** 0 not started, 1 in progress, 2 passed, 3 failed. */
    status: z.number().int(),
    lockreason: z.enum(LOCK_REASONS),
    fronttaskid: z.string(),
    fronttasktitle: z.string(),
    /** File/video: media done / media in the task; other types: 0 or 1 of 1. */
    done: z.number().int(),
    total: z.number().int(),
    durationseconds: z.number().int(),
    score: z.number().nullable(),
    /** Scenario, exam, quick Q&A: the id the task runs (what its own page opens). */
    refid: z.string(),
  })
  .strict();
export type LearnerChildTask = z.infer<typeof learnerChildTaskSchema>;

/** `GET api/trainning/v3/task/{id}`. */
export const taskDetailResponseSchema = z
  .object({
    successed: z.literal(true),
    package: centerPackageSchema.extend({ passscore: z.number(), score: z.number().nullable(), durationseconds: z.number().int() }).strict(),
    children: z.array(learnerChildTaskSchema),
  })
  .strict();
export type TaskDetailResponse = z.infer<typeof taskDetailResponseSchema>;

/** `?userid` of the mediatask calls: an administrator looking at a learner's progress. */
export const mediaTaskQuerySchema = z.object({ userid: optionalId });

/** One media of a file/video child task with the learner's progress (seconds). */
export const mediaProgressSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    kind: z.string(),
    format: z.string(),
    size: z.number(),
    cover: z.string(),
    /** Video length or page count when known, else 0. */
    duration: z.number().int(),
    pages: z.number().int(),
    viewcount: z.number().int(),
    /** Required reading/viewing seconds. */
    required: z.number().int(),
    /** Seconds credited so far. */
    credited: z.number().int(),
    /** Furthest position reached and where to resume. */
    furthest: z.number(),
    position: z.number(),
    done: z.number().int(),
  })
  .strict();
export type MediaProgress = z.infer<typeof mediaProgressSchema>;

const mediaTaskInfoSchema = z
  .object({
    id: z.string(),
    packageid: z.string(),
    packagetitle: z.string(),
    type: z.number().int(),
    title: z.string(),
    starttime: z.string(),
    endtime: z.string(),
    status: z.number().int(),
    lockreason: z.enum(LOCK_REASONS),
    /** 1 when the learner may seek past the furthest position (always 1 for files). */
    allowseek: z.number().int(),
  })
  .strict();

/** `GET api/trainning/v3/mediatask/{id}[?userid]`. */
export const mediaTaskResponseSchema = z
  .object({ successed: z.literal(true), task: mediaTaskInfoSchema, media: z.array(mediaProgressSchema) })
  .strict();
export type MediaTaskResponse = z.infer<typeof mediaTaskResponseSchema>;

/** `GET api/trainning/v3/mediatask/{id}/{videoId}[?userid]`: one media with where to view it. */
export const mediaItemResponseSchema = z
  .object({
    successed: z.literal(true),
    task: mediaTaskInfoSchema,
    media: mediaProgressSchema.extend({
      /** Short-lived viewing URL of the content ('' while the library cannot serve it). */
      url: z.string(),
      /** PDF rendition for documents a browser cannot show ('' when none). */
      previewurl: z.string(),
      previewstatus: z.string(),
    }).strict(),
  })
  .strict();
export type MediaItemResponse = z.infer<typeof mediaItemResponseSchema>;

/**
 * `PUT api/trainning/v3/mediatask/{id}/{videoId}`: the playback/reading position and the seconds
 * spent since the previous report; `finish` 1 when the learner asks to mark the media done (refused
 * with "viewing time not met" while the credited time is short).
 */
export const mediaReportRequestSchema = z.object({
  position: z.coerce.number({ error: 'tasks.rules.positionInvalid' }).min(0, { error: 'tasks.rules.positionInvalid' }).max(10_000_000, { error: 'tasks.rules.positionInvalid' }).default(0),
  seconds: z.coerce
    .number({ error: 'tasks.rules.elapsedInvalid' })
    .min(0, { error: 'tasks.rules.elapsedInvalid' })
    .max(MEDIA_REPORT_MAX_S, { error: 'tasks.rules.elapsedInvalid' })
    .default(0),
  finish: flag.default(0),
});
export type MediaReportRequest = z.output<typeof mediaReportRequestSchema>;

export const mediaReportResponseSchema = z
  .object({
    successed: z.literal(true),
    media: mediaProgressSchema,
    /** Seconds this report added (bounded by the server's clock). */
    accepted: z.number().int(),
    /** 1 when the position was past what was watched on a video without seeking (not kept). */
    seekrefused: z.number().int(),
    taskstatus: z.number().int(),
    packagecompleted: z.number().int(),
  })
  .strict();
export type MediaReportResponse = z.infer<typeof mediaReportResponseSchema>;

/** `GET api/trainning/v3/ranking?page&rows`. */
export const rankingQuerySchema = z.object({ page: pageSchema, rows: rowsSchema });

export const rankingRowSchema = z
  .object({
    rank: z.number().int(),
    userid: z.string(),
    name: z.string(),
    avatar: z.string(),
    departmentname: z.string(),
    learningseconds: z.number().int(),
    completedpackages: z.number().int(),
  })
  .strict();
export type RankingRow = z.infer<typeof rankingRowSchema>;

/** Ranked by learning time, then completed packages, within the organisation. `visible` 0: hidden by the setting. */
export const rankingResponseSchema = z
  .object({
    successed: z.literal(true),
    visible: z.number().int(),
    rows: z.array(rankingRowSchema),
    total: z.number().int().nonnegative(),
    me: rankingRowSchema.nullable(),
  })
  .strict();
export type RankingResponse = z.infer<typeof rankingResponseSchema>;

/** `GET api/trainning/v3/mine`: the personal centre. */
export const mineResponseSchema = z
  .object({
    successed: z.literal(true),
    user: z
      .object({
        id: z.string(),
        name: z.string(),
        account: z.string(),
        avatar: z.string(),
        sex: z.number().int(),
        mobile: z.string(),
        departmentname: z.string(),
        positionname: z.string(),
        rolename: z.string(),
        levelname: z.string(),
        experience: z.number().int(),
        /** Experience at which the next level starts (0 at the top level). */
        nextlevelexperience: z.number().int(),
        stars: z.number().int(),
        learningseconds: z.number().int(),
        completedpackages: z.number().int(),
      })
      .strict(),
  })
  .strict();
export type MineResponse = z.infer<typeof mineResponseSchema>;

/** `PUT api/trainning/user/avatar`: a path from `POST api/file/upload?filetype=avatar`. */
export const avatarRequestSchema = z.object({
  avatar: z.string({ error: 'tasks.rules.avatarPath' }).trim().min(1, { error: 'tasks.rules.avatarPath' }).max(512, { error: 'tasks.rules.avatarPath' }),
});
export const avatarResponseSchema = z.object({ successed: z.literal(true), avatar: z.string() }).strict();
export type AvatarResponse = z.infer<typeof avatarResponseSchema>;
