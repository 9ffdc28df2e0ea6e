import { z } from 'zod';
import { drawRulesSchema } from '../exam/draw.js';
import { EXAM_ID_MAX } from '../exam/constants.js';
import { learnerQuestionSchema } from './exam.js';
import { PAGE_SIZE_DEFAULT, PAGE_SIZES } from '../limits.js';
import { flagSchema as flag } from './fields.js';

/**
 * The admin exam calls (admin-back-office §7 study/question, study/paper, the imports): list
 * queries and response shapes. Request bodies of questions and papers are shared's
 * `bankQuestionSchema` and `paperComposeSchema`; docs/exam.md lists the calls.
 */

const page = z.coerce.number().int().min(1).max(1_000_000).default(1);
const rows = z.coerce
  .number()
  .int()
  .default(PAGE_SIZE_DEFAULT)
  .refine((value) => (PAGE_SIZES as readonly number[]).includes(value), { error: 'library.rules.pageSize', params: { sizes: PAGE_SIZES.join('/') } });
const optionalNumber = <T extends number>(values: readonly T[]) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : value),
    z.coerce
      .number()
      .int()
      .refine((value) => (values as readonly number[]).includes(value), { error: 'validation.invalidValue' })
      .optional(),
  );

/** `GET api/admin/study/question?text&type&level&catalogid&disabled&page&rows` (the picker: rows 30, type filter). */
export const questionListQuerySchema = z.object({
  text: z.string().trim().max(100).default(''),
  type: optionalNumber([0, 1, 2, 3]),
  level: optionalNumber([1, 2, 3]),
  /** A catalogue of type 11; its sub-catalogues are included. '' = all. */
  catalogid: z.string().trim().max(EXAM_ID_MAX).default(''),
  disabled: optionalNumber([0, 1]),
  page,
  rows,
});
export type QuestionListQuery = z.infer<typeof questionListQuerySchema>;

const optionSchema = z.object({ id: z.string(), content: z.string(), iscorrect: z.number().int() }).strict();

/** A bank question as the back office sees it. */
export const adminQuestionSchema = z
  .object({
    id: z.string(),
    type: z.number().int(),
    text: z.string(),
    level: z.number().int(),
    score: z.number(),
    promotion: z.string(),
    answer: z.string(),
    choices: z.array(optionSchema),
    catalog: z.string(),
    catalogname: z.string(),
    disabled: z.number().int(),
    createdate: z.number().int(),
  })
  .strict();
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;

export const questionListResponseSchema = z.object({ successed: z.literal(true), rows: z.array(adminQuestionSchema), total: z.number().int() }).strict();
export type QuestionListResponse = z.infer<typeof questionListResponseSchema>;
export const questionResponseSchema = z.object({ successed: z.literal(true), question: adminQuestionSchema }).strict();

/** `POST .../question/{id}/disable`, `.../examination/{id}/disable`: the body of every disable route. */
export { disableRequestSchema as disableBodySchema } from './fields.js';
/** `POST .../paper/{id}/status`: a 0/1 flag. */
export const paperStatusBodySchema = z.object({ status: flag.default(1) });

/**
 * `GET api/admin/study/paper?title&status&disabled&catalogid&page&rows`. `status=1` without
 * `disabled` lists the papers an exam can run now: published and not disabled (the package
 * editor's picker); `disabled` 0/1 filters explicitly.
 */
export const paperListQuerySchema = z.object({
  title: z.string().trim().max(100).default(''),
  status: optionalNumber([0, 1]),
  disabled: optionalNumber([0, 1]),
  catalogid: z.string().trim().max(EXAM_ID_MAX).default(''),
  page,
  rows,
});
export type PaperListQuery = z.infer<typeof paperListQuerySchema>;

/** A paper as the back office sees it; `questions` only in the detail. */
export const adminPaperSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    minute: z.number().int(),
    limitMinute: z.number().int(),
    score: z.number(),
    category: z.string(),
    categoryName: z.string(),
    status: z.number().int(),
    /** 1: the examination is disabled (no new starts, not offered to new exam child tasks). */
    disabled: z.number().int(),
    total: z.number(),
    questioncount: z.number().int(),
    createdate: z.number().int(),
    questions: z.array(adminQuestionSchema.extend({ sourceid: z.string() }).strict()).optional(),
    warnings: z.array(z.string()).optional(),
  })
  .strict();
export type AdminPaper = z.infer<typeof adminPaperSchema>;
export const paperListResponseSchema = z.object({ successed: z.literal(true), rows: z.array(adminPaperSchema), total: z.number().int() }).strict();
export const paperResponseSchema = z.object({ successed: z.literal(true), paper: adminPaperSchema }).strict();

/** `GET .../paper/{id}?preview`: 1 = as a learner sees it (no answers). */
export const paperDetailQuerySchema = z.object({ preview: flag.default(0) });
/** `GET .../paper/{id}?preview=1`: the paper and its questions without correct flags, answers or tips. */
export const paperPreviewResponseSchema = z.object({ successed: z.literal(true), paper: adminPaperSchema, questions: z.array(learnerQuestionSchema) }).strict();
/** `GET .../paper/{id}?preview`: one route answering the detail or, with `preview=1`, the preview. */
export const paperDetailResponseSchema = z.union([paperResponseSchema, paperPreviewResponseSchema]);

/**
 * `POST api/admin/study/paper/draw`: a random draw of bank questions by rules (type, level,
 * catalogue, count); the same seed draws the same questions. Answers the questions, each with its
 * rule's score, for the editor to compose a paper from.
 */
export const drawBodySchema = z.object({
  rules: drawRulesSchema,
  seed: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 32 - 1)
    .optional(),
});
export const drawResponseSchema = z
  .object({
    successed: z.literal(true),
    seed: z.number().int(),
    questions: z.array(adminQuestionSchema),
    shortfalls: z.array(z.object({ rule: z.number().int(), wanted: z.number().int(), available: z.number().int(), message: z.string() }).strict()),
  })
  .strict();

/** `POST .../import?step=preview|import&mode=1|2|3`: the upload's field is `file`. */
export const importQuerySchema = z.object({
  step: z.enum(['preview', 'import']).default('preview'),
  mode: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'validation.invalidValue' }))
    .default(3),
});
export type ImportQuery = z.infer<typeof importQuerySchema>;

const rowIssueSchema = z.object({ column: z.string(), message: z.string() }).strict();

/**
 * What the import does with a row that passed, where the import says it (the user and batch-user
 * imports): creates or updates a record, skips it (the mode leaves it alone, or it repeats an
 * account), or enables, disables or deletes the user it names.
 */
export const IMPORT_ROW_ACTIONS = ['insert', 'update', 'skip', 'enable', 'disable', 'delete'] as const;
export type ImportRowAction = (typeof IMPORT_ROW_ACTIONS)[number];

const importRowSchema = z
  .object({
    row: z.number().int(),
    ok: z.boolean(),
    errors: z.array(rowIssueSchema),
    warnings: z.array(rowIssueSchema),
    /** What the import will do (preview) or did with the row, when it passed. */
    action: z.enum(IMPORT_ROW_ACTIONS).optional(),
    /** The account and name the row names, where the import's rows are people. */
    account: z.string().optional(),
    name: z.string().optional(),
  })
  .strict();

/** The preview's per-row results and, after importing, the counts. */
export const importResponseSchema = z
  .object({
    successed: z.literal(true),
    step: z.enum(['preview', 'import']),
    ok: z.boolean(),
    total: z.number().int(),
    okcount: z.number().int(),
    errcount: z.number().int(),
    fileerrors: z.array(z.string()),
    rows: z.array(importRowSchema),
    insertcount: z.number().int(),
    updatecount: z.number().int(),
    skipcount: z.number().int(),
    errrows: z.array(z.number().int()),
    /** The accounts of the failed rows, where an import names accounts (the user import). */
    erraccounts: z.array(z.string()).optional(),
    /** Where the failed rows can be downloaded as .xlsx ('' when none failed). */
    errorfile: z.string(),
    /** What the batch-user import did (admin §5 "Batch user": action enable, disable or delete). */
    enablecount: z.number().int().optional(),
    disablecount: z.number().int().optional(),
    deletecount: z.number().int().optional(),
  })
  .strict();
export type ImportResponse = z.infer<typeof importResponseSchema>;

/** Handed-in papers per page: the back office's 30 unless asked, at most 100. */
export const EXAMINATION_PAPERS_ROWS_DEFAULT = PAGE_SIZE_DEFAULT;
export const EXAMINATION_PAPERS_ROWS_MAX = 100;

/**
 * `GET api/admin/study/examination/{id}/papers?page&rows&name&passed`: the handed-in papers of an
 * examination (the paper's id), newest first; `name` matches the learner's name or account.
 */
export const examinationPapersQuerySchema = z.object({
  page,
  rows: z.coerce.number().int().min(1).max(EXAMINATION_PAPERS_ROWS_MAX).default(EXAMINATION_PAPERS_ROWS_DEFAULT),
  name: z.string().trim().max(50).default(''),
  passed: optionalNumber([0, 1]),
});
export type ExaminationPapersQuery = z.infer<typeof examinationPapersQuerySchema>;

/** An exam child task that runs the examination, with its package. */
export const examinationChildSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    packageId: z.string(),
    packageTitle: z.string(),
    starttime: z.number().int(),
    endtime: z.number().int(),
    /** The package's publish state: 0 unpublished, 1 scheduled, 2 publishing, 3 published. */
    publishState: z.number().int(),
  })
  .strict();
export type ExaminationChild = z.infer<typeof examinationChildSchema>;

/** The examination's figures over submitted attempts; a learner counts once, with their best attempt. */
export const examinationFiguresSchema = z
  .object({
    started: z.number().int(),
    submitted: z.number().int(),
    passed: z.number().int(),
    /** Average of the learners' best scores, one decimal; null before anyone handed in. */
    average: z.number().nullable(),
    highest: z.number().nullable(),
  })
  .strict();

/** `GET api/admin/study/examination/{id}`: the paper's summary, the child tasks running it and the figures. */
export const examinationOverviewResponseSchema = z
  .object({
    successed: z.literal(true),
    paper: adminPaperSchema,
    children: z.array(examinationChildSchema),
    figures: examinationFiguresSchema,
  })
  .strict();
export type ExaminationOverviewResponse = z.infer<typeof examinationOverviewResponseSchema>;

/** One handed-in paper: a submitted attempt. Times in ms; duration in seconds. */
export const examinationPaperRowSchema = z
  .object({
    id: z.string(),
    userid: z.string(),
    name: z.string(),
    account: z.string(),
    department: z.string(),
    childId: z.string(),
    childTitle: z.string(),
    packageTitle: z.string(),
    attempt: z.number().int(),
    score: z.number(),
    passed: z.boolean(),
    submittedBy: z.enum(['learner', 'deadline']),
    startedAt: z.number().int(),
    submittedAt: z.number().int(),
    duration: z.number().int(),
  })
  .strict();
export type ExaminationPaperRow = z.infer<typeof examinationPaperRowSchema>;
export const examinationPapersResponseSchema = z
  .object({ successed: z.literal(true), rows: z.array(examinationPaperRowSchema), total: z.number().int() })
  .strict();
export type ExaminationPapersResponse = z.infer<typeof examinationPapersResponseSchema>;
