import { z } from 'zod';
import { APPEAL_LIMITS, APPEAL_TYPES } from '../appeals/domain.js';
import { isCalendarDay } from '../appeals/workingDays.js';
import { plainName } from '../validators/plainText.js';
import { blankToUndefined, idText, listResponse, oneOf, page, rows } from './practiceFields.js';

/**
 * Appeals (admin-back-office §3 Complaint, §4, §5, §8, §9; docs/appeals.md): the learner's calls
 * under `api/trainning/v3/appeal`, the back office's under `api/admin/train/complain`.
 */

const L = APPEAL_LIMITS;
const appealTypeSchema = z.enum(APPEAL_TYPES, { error: 'appeals.rules.typeInvalid' });
const recordIdSchema = z
  .string({ error: 'appeals.rules.recordRequired' })
  .trim()
  .min(1, { error: 'appeals.rules.recordRequired' })
  .max(64, { error: 'appeals.rules.recordRequired' });
const requiredText = (max: number, missing: string, tooLong: string) =>
  plainName(z.string({ error: missing }).trim().min(1, { error: missing }).max(max, { error: tooLong }));

/** `GET api/trainning/v3/appeal/record?type&recordid`: whether a record may be appealed, and its appeal. */
export const appealRecordQuerySchema = z.object({ type: appealTypeSchema, recordid: recordIdSchema });
export type AppealRecordQuery = z.infer<typeof appealRecordQuerySchema>;

/** `POST api/trainning/v3/appeal`: one appeal per record, final once made. */
export const appealBodySchema = z.object({
  type: appealTypeSchema,
  recordid: recordIdSchema,
  reason: requiredText(L.reasonMax, 'appeals.rules.reasonRequired', 'appeals.rules.reasonTooLong'),
  /** The criteria (turns, questions, items) the appeal is about; none: the whole record. */
  items: z
    .array(idText, { error: 'appeals.rules.itemsInvalid' })
    .max(L.itemsMax, { error: 'appeals.rules.itemsInvalid' })
    .default([])
    .transform((items) => [...new Set(items.filter(Boolean))]),
});
export type AppealBody = z.infer<typeof appealBodySchema>;

export const appealCriterionSchema = z
  .object({ key: z.string(), label: z.string(), score: z.number(), min: z.number(), max: z.number(), weight: z.number().nullable() })
  .strict();

/** An appeal as its learner sees it. */
export const appealSchema = z
  .object({
    id: z.string(),
    type: z.enum(APPEAL_TYPES),
    recordid: z.string(),
    /** The scenario, paper or drill title, and the package it was done in ('' when free practice). */
    recordtitle: z.string(),
    packagetitle: z.string(),
    reason: z.string(),
    /** The criteria pointed at, with their labels as they were then. */
    items: z.array(z.object({ key: z.string(), label: z.string() }).strict()),
    /** 0 pending, 1 processing (shown as waiting), 2 completed, 3 rejected. */
    status: z.number().int(),
    opinion: z.string(),
    scorebefore: z.number().nullable(),
    scoreafter: z.number().nullable(),
    createdate: z.number().int(),
    /** The last day of the reply (15 working days; the organisation's days). */
    duedate: z.string(),
    handledate: z.number().int().nullable(),
    /** The learner has read the reply (false only once it is completed or rejected and unread). */
    replyseen: z.boolean(),
  })
  .strict();
export type Appeal = z.infer<typeof appealSchema>;

export const appealResponseSchema = z.object({ successed: z.literal(true), appeal: appealSchema }).strict();

export const appealRecordResponseSchema = z
  .object({
    successed: z.literal(true),
    /** null: the record may be appealed now; else why not (an i18n key). */
    refusal: z.string().nullable(),
    criteria: z.array(appealCriterionSchema),
    appeal: appealSchema.nullable(),
  })
  .strict();
export type AppealRecordAnswer = z.infer<typeof appealRecordResponseSchema>;

export const myAppealsQuerySchema = z.object({ page, rows });
export const myAppealsResponseSchema = z
  .object({ successed: z.literal(true), rows: z.array(appealSchema), total: z.number().int(), unread: z.number().int() })
  .strict();

// The back office --------------------------------------------------------------------------------

/** `GET api/admin/train/complain`: `status` 0 waiting (pending or processing), 2 completed, 3 rejected. */
export const appealListQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, oneOf([0, 2, 3] as const, 'appeals.rules.statusInvalid').optional()),
  type: z.preprocess(blankToUndefined, appealTypeSchema.optional()),
  overdue: z.preprocess(blankToUndefined, oneOf([0, 1] as const, 'validation.invalidValue').optional()),
  name: z.preprocess(blankToUndefined, z.string().trim().max(50).optional()),
  page,
  rows,
});
export type AppealListQuery = z.infer<typeof appealListQuerySchema>;

export const adminAppealSchema = appealSchema
  .omit({ replyseen: true })
  .extend({
    userid: z.string(),
    username: z.string(),
    account: z.string(),
    departmentname: z.string(),
    handlername: z.string(),
    /** Still open after its due day. */
    overdue: z.boolean(),
    /** Working days left to the due day (0 on it or after). */
    daysleft: z.number().int(),
  })
  .strict();
export type AdminAppeal = z.infer<typeof adminAppealSchema>;
export const appealListResponseSchema = listResponse(adminAppealSchema);

/** One line of the record as the reviewer reads it: the transcript, the questions and answers. */
export const appealLineSchema = z
  .object({
    /** The criterion it belongs to ('' for a line scored nowhere, such as the customer's opening). */
    key: z.string(),
    speaker: z.enum(['customer', 'learner', 'question', 'answer']),
    text: z.string(),
    /** The line's own score (a turn's, an answer's, a question's points); null: none. */
    score: z.number().nullable(),
    /** The learner's recording of it can be fetched (`…/complain/{id}/audio/{key}`). */
    audio: z.boolean(),
  })
  .strict();
export type AppealLine = z.infer<typeof appealLineSchema>;

export const appealRecordViewSchema = z
  .object({
    type: z.enum(APPEAL_TYPES),
    title: z.string(),
    /** The record's score now, its pass score and whether it passes. */
    total: z.number(),
    passscore: z.number(),
    passed: z.boolean(),
    formula: z.enum(['weighted', 'mean', 'sum']),
    /** Totals in whole points (a drill's). */
    whole: z.boolean(),
    criteria: z.array(appealCriterionSchema),
    lines: z.array(appealLineSchema),
    /** A practice session's id, for its whole dialogue as one audio file; null otherwise. */
    sessionid: z.string().nullable(),
  })
  .strict();
export type AppealRecordView = z.infer<typeof appealRecordViewSchema>;

export const appealEventSchema = z
  .object({
    action: z.string(),
    actorname: z.string(),
    at: z.number().int(),
    opinion: z.string(),
    /** What changed: the criteria re-scored, and the total before and after. */
    changes: z.array(z.object({ key: z.string(), label: z.string(), from: z.number(), to: z.number() }).strict()),
    scorebefore: z.number().nullable(),
    scoreafter: z.number().nullable(),
  })
  .strict();
export type AppealEventView = z.infer<typeof appealEventSchema>;

export const appealDetailResponseSchema = z
  .object({ successed: z.literal(true), appeal: adminAppealSchema, record: appealRecordViewSchema.nullable(), events: z.array(appealEventSchema) })
  .strict();
export type AppealDetail = z.infer<typeof appealDetailResponseSchema>;

const opinionSchema = requiredText(L.opinionMax, 'appeals.rules.opinionRequired', 'appeals.rules.opinionTooLong');

/** `PUT …/complain/{id}/resolve`: the new scores of some criteria, and the opinion. */
export const appealResolveBodySchema = z.object({
  opinion: opinionSchema,
  scores: z
    .array(z.object({ key: idText, score: z.coerce.number({ error: 'appeals.rules.scoreInvalid' }) }), { error: 'appeals.rules.scoresRequired' })
    .min(1, { error: 'appeals.rules.scoresRequired' })
    .max(L.itemsMax * 4, { error: 'appeals.rules.scoresRequired' }),
});
export type AppealResolveBody = z.infer<typeof appealResolveBodySchema>;

/** `PUT …/complain/{id}/reject`. */
export const appealRejectBodySchema = z.object({ opinion: opinionSchema });
export type AppealRejectBody = z.infer<typeof appealRejectBodySchema>;

const daySchema = z.string().trim().refine(isCalendarDay, { error: 'appeals.rules.dayInvalid' });
const daysSchema = z
  .array(daySchema, { error: 'appeals.rules.dayInvalid' })
  .max(L.calendarDaysMax, { error: 'appeals.rules.calendarTooLong' })
  .transform((days) => [...new Set(days)].sort());

/** `GET/PUT api/admin/train/complain/calendar`: the organisation's holidays and make-up working days. */
export const workCalendarBodySchema = z.object({ holidays: daysSchema, workdays: daysSchema }).superRefine((body, ctx) => {
  const both = body.holidays.find((day) => body.workdays.includes(day));
  if (both) ctx.addIssue({ code: 'custom', message: 'appeals.rules.dayTwice', params: { day: both }, path: ['workdays'] });
});
export type WorkCalendarBody = z.infer<typeof workCalendarBodySchema>;
export const workCalendarResponseSchema = z.object({ successed: z.literal(true), holidays: z.array(z.string()), workdays: z.array(z.string()) }).strict();
