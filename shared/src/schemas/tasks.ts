import { z } from 'zod';
import { PUBLISH_RANGE_MAX, TASK_DESCRIPTION_MAX, TASK_TITLE } from '../limits.js';
import { normaliseChildContent, type ChildRef, type ChildSettings } from '../training/refs.js';
import { parseTaskTime } from '../training/time.js';
import { FILE_REFERENCE_RULES } from '../validators/fileReferences.js';
import { fileReferenceSchema } from '../validators/schemas.js';
import {
  jsonText,
  listOf,
  optionalTaskIdSchema,
  passScoreSchema,
  taskFlagSchema,
  taskIdSchema,
  taskPageSchema,
  taskRowsSchema,
  taskSortSchema,
  taskTimeSchema,
  taskTitleSchema,
  tasktypeSchema,
  weightSchema,
} from './taskFields.js';

/**
 * The task calls of docs/training.md: the back office's task packages, child tasks, publishing and
 * positions; the learner's training centre, task detail, file/video progress, ranking, personal
 * centre and avatar. Messages are i18n keys (`tasks.rules.*`). Times: requests take epoch ms, an ISO
 * instant or `yyyy-MM-dd HH:mm[:ss]` in China time (`training/time.ts`); responses give ISO
 * instants. Form bodies send lists by repeating the key and objects (`range`, `refs`, `settings`)
 * as JSON text; JSON bodies send them as they are.
 */

export * from './learnerTasks.js';
export * from './learnerTaskDetail.js';
export * from './ranking.js';
export { passScoreSchema, taskIdSchema, taskTimeSchema, weightSchema } from './taskFields.js';

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
  title: taskTitleSchema,
  passscore: passScoreSchema,
  sort: taskSortSchema,
  frontpackageid: optionalTaskIdSchema,
  /** A path handed out by `POST api/file/upload?filetype=mission` or a built-in cover, or ''. */
  cover: fileReferenceSchema(FILE_REFERENCE_RULES.packageCover).default(''),
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

/** `GET api/admin/task/package?tasktype&title&publishstate&page&rows`; without tasktype, every list the caller manages (the front-package picker). */
export const packageListQuerySchema = z.object({
  tasktype: tasktypeSchema.optional(),
  title: z.string().trim().max(TASK_TITLE.max, { error: 'tasks.rules.titleTooLong' }).default(''),
  publishstate: z
    .union([z.literal(''), z.coerce.number().int().min(0, { error: 'tasks.rules.publishState' }).max(3, { error: 'tasks.rules.publishState' })])
    .default(''),
  page: taskPageSchema,
  rows: taskRowsSchema,
});
export type PackageListQuery = z.output<typeof packageListQuerySchema>;

/** `GET api/admin/task/package/export`: the list's filters; every matching package, as an .xlsx. */
export const packageExportQuerySchema = packageListQuerySchema.pick({ tasktype: true, title: true, publishstate: true });
export type PackageExportQuery = z.output<typeof packageExportQuerySchema>;

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
    title: taskTitleSchema,
    sort: taskSortSchema,
    weight: weightSchema,
    required: taskFlagSchema.default(1),
    starttime: taskTimeSchema,
    endtime: taskTimeSchema,
    fronttaskid: optionalTaskIdSchema,
    refs: z.preprocess(listOfObjects, z.unknown()),
    settings: z.preprocess(jsonText, z.unknown()),
  })
  .superRefine(timesInOrder)
  .transform((body, ctx) => {
    const content = normaliseChildContent(body.type, body.refs, body.settings);
    for (const issue of content.issues) {
      ctx.addIssue({ code: 'custom', message: issue.key, params: issue.params, path: [issue.field] });
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

export const packageRangeSchema = z.object({ departments: z.array(idName), positions: z.array(idName), users: z.array(idName) }).strict();

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
export const childTaskResponseSchema = z.object({ successed: z.literal(true), child: adminChildTaskSchema }).strict();

/** A position of the range picker's tree (admin §3 Position). */
export interface PositionNode {
  id: string;
  name: string;
  parentid: string;
  usercount: number;
  children: PositionNode[];
}
export const positionNodeSchema: z.ZodType<PositionNode> = z.lazy(() =>
  z.object({ id: z.string(), name: z.string(), parentid: z.string(), usercount: z.number().int(), children: z.array(positionNodeSchema) }).strict(),
);
/** `GET api/admin/organization/positions`: the tree in `rows`. */
export const positionListResponseSchema = z.object({ successed: z.literal(true), rows: z.array(positionNodeSchema) }).strict();
