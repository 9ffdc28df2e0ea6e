import { z } from 'zod';
import { daysBetween, isCalendarDay } from '../time/calendarDays.js';
import { CHILD_TASK_TYPES } from '../domain/training.js';
import { flagSchema } from './fields.js';
import { PUBLISH_RANGE_MAX } from '../limits.js';
import { listOf, numberField, taskIdSchema, taskPageSchema, taskRowsSchema, taskTitleSchema } from './taskFields.js';

/**
 * Check-in tasks (打卡; admin §2 clockinout, clockinout-detail, clockInDel; docs/checkin.md): a
 * title, a range of days, the daily practice — one scenario or one quick Q&A catalogue — an
 * optional minimum score, a publish range and whether it is on. Messages are i18n keys.
 */

/** The longest task: a year of days, leap day included. */
export const CHECKIN_MAX_DAYS = 366;
/** What a day's practice is: a scenario (practice session) or a quick Q&A catalogue (drill). */
export const CHECKIN_KINDS = [CHILD_TASK_TYPES.scenario, CHILD_TASK_TYPES.faq] as const;
export type CheckinKind = (typeof CHECKIN_KINDS)[number];

const daySchema = z.string({ error: 'checkinAdmin.rules.dayInvalid' }).trim().refine(isCalendarDay, { error: 'checkinAdmin.rules.dayInvalid' });

/**
 * The publish range, as a package's (`publishRangeSchema` of `tasks.ts`, whose messages it shares).
 * Written again here rather than imported: `tasks.ts` brings the learner's task schemas with it, and
 * the mini-program's check-in subpackage would then share them with the task subpackage — which puts
 * shared code in the main package.
 */
const rangeSchema = z
  .object({
    departments: z.preprocess(listOf, z.array(taskIdSchema)).default([]),
    positions: z.preprocess(listOf, z.array(taskIdSchema)).default([]),
    users: z.preprocess(listOf, z.array(taskIdSchema)).default([]),
  })
  .refine((range) => range.departments.length + range.positions.length + range.users.length <= PUBLISH_RANGE_MAX, {
    error: 'tasks.rules.rangeTooLarge',
    params: { max: PUBLISH_RANGE_MAX },
  })
  .transform((range) => ({ departments: [...new Set(range.departments)], positions: [...new Set(range.positions)], users: [...new Set(range.users)] }));

/** `POST api/admin/checkin`, `PUT api/admin/checkin/{id}`: the whole form. */
export const checkinRequestSchema = z
  .object({
    title: taskTitleSchema,
    startday: daySchema,
    endday: daySchema,
    kind: z.coerce.number({ error: 'checkinAdmin.rules.kindInvalid' }).pipe(
      z.union(
        CHECKIN_KINDS.map((kind) => z.literal(kind)),
        { error: 'checkinAdmin.rules.kindInvalid' },
      ),
    ),
    refid: z.string({ error: 'checkinAdmin.rules.contentRequired' }).trim().min(1, { error: 'checkinAdmin.rules.contentRequired' }).pipe(taskIdSchema),
    minscore: numberField('checkinAdmin.rules.minScoreRange', (value) => Number.isInteger(value) && value >= 0 && value <= 100).default(0),
    range: rangeSchema.default({ departments: [], positions: [], users: [] }),
    enabled: flagSchema.default(1),
  })
  .superRefine((value, ctx) => {
    if (value.endday < value.startday) ctx.addIssue({ code: 'custom', message: 'checkinAdmin.rules.endBeforeStart', path: ['endday'] });
    else if (daysBetween(value.startday, value.endday) + 1 > CHECKIN_MAX_DAYS)
      ctx.addIssue({ code: 'custom', message: 'checkinAdmin.rules.tooLong', params: { max: CHECKIN_MAX_DAYS }, path: ['endday'] });
  });
export type CheckinRequest = z.output<typeof checkinRequestSchema>;

/** `PUT api/admin/checkin/{id}/enabled`. */
export const checkinEnabledSchema = z.object({ enabled: flagSchema });

/** `GET api/admin/checkin`. */
export const checkinListQuerySchema = z.object({
  page: taskPageSchema,
  rows: taskRowsSchema,
  keyword: z.string().trim().max(64, { error: 'validation.tooLong' }).default(''),
});
export type CheckinListQuery = z.output<typeof checkinListQuerySchema>;

const named = z.object({ id: z.string(), name: z.string() }).strict();

/** A task as the back office lists it: with how many its range reaches and how many checked in today. */
/** What the back office and the learner both read of a task. */
const checkinTaskFields = {
  id: z.string(),
  title: z.string(),
  startday: z.string(),
  endday: z.string(),
  kind: z.number().int(),
  refid: z.string(),
  /** The scenario's or catalogue's name ('' once it is gone). */
  refname: z.string(),
  minscore: z.number().int(),
};

export const checkinItemSchema = z
  .object({
    ...checkinTaskFields,
    enabled: z.number().int(),
    learners: z.number().int().nonnegative(),
    todaychecked: z.number().int().nonnegative(),
    createdate: z.string(),
  })
  .strict();
export type CheckinItem = z.infer<typeof checkinItemSchema>;

export const checkinListResponseSchema = z
  .object({ successed: z.literal(true), today: z.string(), rows: z.array(checkinItemSchema), total: z.number().int().nonnegative() })
  .strict();
export type CheckinListResponse = z.infer<typeof checkinListResponseSchema>;

/** One task with its range named, for the form. */
export const checkinResponseSchema = z
  .object({
    successed: z.literal(true),
    task: checkinItemSchema,
    range: z.object({ departments: z.array(named), positions: z.array(named), users: z.array(named) }).strict(),
  })
  .strict();
export type CheckinResponse = z.infer<typeof checkinResponseSchema>;

/** `GET api/admin/checkin/{id}/learners`: the grid of the learners the range reaches, filtered by department (and the ones below). */
export const checkinGridQuerySchema = z.object({
  page: taskPageSchema,
  rows: taskRowsSchema,
  departmentid: z.union([z.literal(''), z.uuid({ error: 'tasks.rules.idInvalid' })]).default(''),
  keyword: z.string().trim().max(64, { error: 'validation.tooLong' }).default(''),
});
export type CheckinGridQuery = z.output<typeof checkinGridQuerySchema>;

/** A learner's row of the grid: the days checked in (of `days`), streak and stars on `today`. */
export const checkinGridRowSchema = z
  .object({
    userid: z.string(),
    name: z.string(),
    account: z.string(),
    departmentname: z.string(),
    checked: z.array(z.string()),
    streak: z.number().int().nonnegative(),
    todaystar: z.number().int().min(0).max(1),
    stars: z.number().int().nonnegative(),
  })
  .strict();
export type CheckinGridRow = z.infer<typeof checkinGridRowSchema>;

export const checkinGridResponseSchema = z
  .object({
    successed: z.literal(true),
    task: checkinItemSchema,
    today: z.string(),
    /** The task's days, first to last. */
    days: z.array(z.string()),
    rows: z.array(checkinGridRowSchema),
    total: z.number().int().nonnegative(),
  })
  .strict();
export type CheckinGridResponse = z.infer<typeof checkinGridResponseSchema>;

/** A checked-in day: its best qualifying score and when it was first checked in. */
export const checkinDaySchema = z.object({ day: z.string(), score: z.number().int(), time: z.string() }).strict();
export type CheckinDay = z.infer<typeof checkinDaySchema>;

/** `GET api/admin/checkin/{id}/learners/{userid}` (data centre clockInDel): one learner's days. */
export const checkinLearnerResponseSchema = z
  .object({
    successed: z.literal(true),
    task: checkinItemSchema,
    today: z.string(),
    learner: z.object({ userid: z.string(), name: z.string(), account: z.string(), departmentname: z.string() }).strict(),
    days: z.array(checkinDaySchema),
    streak: z.number().int().nonnegative(),
    todaystar: z.number().int().min(0).max(1),
    stars: z.number().int().nonnegative(),
  })
  .strict();
export type CheckinLearnerResponse = z.infer<typeof checkinLearnerResponseSchema>;

/** A task as its learner sees it, with their streak, today's star and stars. */
export const myCheckinSchema = z
  .object({
    ...checkinTaskFields,
    streak: z.number().int().nonnegative(),
    todaystar: z.number().int().min(0).max(1),
    stars: z.number().int().nonnegative(),
  })
  .strict();
export type MyCheckin = z.infer<typeof myCheckinSchema>;

/** `GET api/trainning/v3/checkin`: the learner's tasks (running first, then upcoming, then ended). */
export const myCheckinListResponseSchema = z.object({ successed: z.literal(true), today: z.string(), rows: z.array(myCheckinSchema) }).strict();
export type MyCheckinListResponse = z.infer<typeof myCheckinListResponseSchema>;

/** `GET api/trainning/v3/checkin/{id}`: one task with the learner's checked-in days. */
export const myCheckinResponseSchema = z
  .object({ successed: z.literal(true), today: z.string(), task: myCheckinSchema, days: z.array(checkinDaySchema) })
  .strict();
export type MyCheckinResponse = z.infer<typeof myCheckinResponseSchema>;
