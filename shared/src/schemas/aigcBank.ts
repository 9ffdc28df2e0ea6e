import { z } from 'zod';
import { bankQuestionSchema } from '../exam/question.js';
import { plainName } from '../validators/plainText.js';
import { faqBodySchema } from './faq.js';
import { idText, listResponse, page, rows } from './practiceFields.js';

/**
 * AI question generation (admin §2 `/admin/smart/aigc-bank`, `aigc-bank-detail`; §3 "AI question
 * bank task"; docs/assistant.md "AI question generation") under `api/admin/smart/aigc` (function
 * `aigc-bank`): tasks, their drafts, the review. Messages are i18n keys of the `aigcBank` section.
 */

const R = 'aigcBank.rules';

/** The limits of a generation task. */
export const AIGC_LIMITS = {
  nameMax: 64,
  filesMax: 10,
  /** Items of one question type (or FAQs) a task may ask for. */
  perTypeMax: 20,
  /** Items a task may ask for in all. */
  totalMax: 50,
  focusMax: 200,
  /** Pages a task reads of its documents, all files together; the rest is not read and not counted. */
  pagesMax: 50,
  /** Drafts accepted at once. */
  acceptMax: 100,
} as const;

export const AIGC_TARGETS = ['exam', 'faq'] as const;
export type AigcTarget = (typeof AIGC_TARGETS)[number];
/** The exam bank's question types as a task names them (shared `QUESTION_TYPES`). */
export const AIGC_QUESTION_KINDS = ['single', 'multiple', 'judge', 'fill'] as const;
export type AigcQuestionKind = (typeof AIGC_QUESTION_KINDS)[number];
export const AIGC_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const AIGC_DRAFT_STATUSES = ['draft', 'accepted', 'discarded'] as const;
export type AigcDraftStatus = (typeof AIGC_DRAFT_STATUSES)[number];

const count = z.coerce
  .number({ error: `${R}.countRange` })
  .int({ error: `${R}.countRange` })
  .min(0, { error: `${R}.countRange` })
  .max(AIGC_LIMITS.perTypeMax, { error: `${R}.countRange` })
  .default(0);

/** `POST api/admin/smart/aigc`: a new generation task, queued at once. */
export const aigcTaskBodySchema = z
  .object({
    name: plainName(
      z
        .string({ error: `${R}.nameRequired` })
        .trim()
        .min(1, { error: `${R}.nameRequired` })
        .max(AIGC_LIMITS.nameMax, { error: `${R}.nameTooLong` }),
    ),
    fileids: z
      .array(idText, { error: `${R}.filesRequired` })
      .min(1, { error: `${R}.filesRequired` })
      .max(AIGC_LIMITS.filesMax, { error: `${R}.filesTooMany` }),
    target: z.enum(AIGC_TARGETS, { error: `${R}.targetInvalid` }),
    counts: z
      .object({ single: count, multiple: count, judge: count, fill: count, faq: count })
      .strict()
      .default({ single: 0, multiple: 0, judge: 0, fill: 0, faq: 0 }),
    level: z.coerce
      .number({ error: `${R}.levelInvalid` })
      .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)], { error: `${R}.levelInvalid` }))
      .default(2),
    focus: z
      .string()
      .trim()
      .max(AIGC_LIMITS.focusMax, { error: `${R}.focusTooLong` })
      .default(''),
  })
  .superRefine((task, ctx) => {
    const wanted = task.target === 'faq' ? task.counts.faq : AIGC_QUESTION_KINDS.reduce((sum, kind) => sum + task.counts[kind], 0);
    if (wanted < 1) ctx.addIssue({ code: 'custom', path: ['counts'], message: `${R}.countsRequired` });
    if (wanted > AIGC_LIMITS.totalMax) ctx.addIssue({ code: 'custom', path: ['counts'], message: `${R}.countsTooMany`, params: { max: AIGC_LIMITS.totalMax } });
  });
export type AigcTaskBody = z.output<typeof aigcTaskBodySchema>;
export type AigcCountsBody = AigcTaskBody['counts'];

/** `GET api/admin/smart/aigc?name&page&rows`: newest first. */
export const aigcTaskListQuerySchema = z.object({ name: z.string().trim().max(AIGC_LIMITS.nameMax).default(''), page, rows });
export type AigcTaskListQuery = z.output<typeof aigcTaskListQuerySchema>;

const fileSchema = z.object({ id: z.string(), name: z.string(), format: z.string(), pages: z.number().int(), note: z.string() }).strict();

/** A task as the back office sees it. `error` is a catalogue key ('' none). */
export const aigcTaskSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    target: z.enum(AIGC_TARGETS),
    files: z.array(fileSchema),
    counts: z.object({ single: z.number().int(), multiple: z.number().int(), judge: z.number().int(), fill: z.number().int(), faq: z.number().int() }).strict(),
    level: z.number().int(),
    focus: z.string(),
    status: z.enum(AIGC_STATUSES),
    pages: z.number().int(),
    generated: z.number().int(),
    dropped: z.number().int(),
    accepted: z.number().int(),
    error: z.string(),
    creatorname: z.string(),
    createdate: z.number().int(),
    finishedat: z.number().int().nullable(),
  })
  .strict();
export type AigcTask = z.infer<typeof aigcTaskSchema>;

/** An FAQ draft: the bank's question and answer rules (`faqBodySchema`). */
export const aigcFaqDraftSchema = faqBodySchema.pick({ question: true, answer: true }).strict();
export type AigcFaqDraft = z.output<typeof aigcFaqDraftSchema>;

const optionSchema = z.object({ id: z.string(), content: z.string(), iscorrect: z.number().int() }).strict();
const questionOut = z
  .object({
    type: z.number().int(),
    text: z.string(),
    level: z.number().int(),
    score: z.number(),
    promotion: z.string(),
    answer: z.string(),
    choices: z.array(optionSchema),
  })
  .strict();

/** A draft as the review lists it: an exam question or an FAQ; accepted ones name the bank item they became. */
export const aigcDraftSchema = z
  .object({
    id: z.string(),
    seq: z.number().int(),
    kind: z.enum(['question', 'faq']),
    question: questionOut.nullable(),
    faq: z.object({ question: z.string(), answer: z.string() }).strict().nullable(),
    status: z.enum(AIGC_DRAFT_STATUSES),
    acceptedid: z.string(),
    acceptedcatalog: z.string(),
    acceptedat: z.number().int().nullable(),
  })
  .strict();
export type AigcDraft = z.infer<typeof aigcDraftSchema>;

/** `PUT api/admin/smart/aigc/:id/draft/:draftid`: the edited item, checked as the bank's own forms check it. */
export const aigcDraftEditSchema = z.union([z.object({ question: bankQuestionSchema }).strict(), z.object({ faq: aigcFaqDraftSchema }).strict()]);
export type AigcDraftEdit = z.output<typeof aigcDraftEditSchema>;

/** `POST api/admin/smart/aigc/:id/accept`: chosen drafts into a catalogue of the exam bank or the FAQ bank the admin may add to. */
export const aigcAcceptBodySchema = z
  .object({
    draftids: z
      .array(idText, { error: `${R}.draftsRequired` })
      .min(1, { error: `${R}.draftsRequired` })
      .max(AIGC_LIMITS.acceptMax, { error: `${R}.draftsTooMany` }),
    catalogid: idText.default(''),
  })
  .strict();
export type AigcAcceptBody = z.output<typeof aigcAcceptBodySchema>;

export const aigcTaskListResponseSchema = listResponse(aigcTaskSchema);
export const aigcTaskResponseSchema = z.object({ successed: z.literal(true), task: aigcTaskSchema }).strict();
export const aigcDraftListResponseSchema = z.object({ successed: z.literal(true), task: aigcTaskSchema, rows: z.array(aigcDraftSchema) }).strict();
export const aigcDraftResponseSchema = z.object({ successed: z.literal(true), draft: aigcDraftSchema }).strict();
export const aigcAcceptResponseSchema = z.object({ successed: z.literal(true), accepted: z.number().int(), rows: z.array(aigcDraftSchema) }).strict();
