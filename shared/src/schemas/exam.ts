import { z } from 'zod';
import { answerSaveSchema } from '../exam/answers.js';
import { EXAM_ID_MAX } from '../exam/constants.js';

/**
 * The learner's exam calls (learner-and-session §7 "Learner exam and media"): token → start →
 * save → submit, querytime, result and logs. Paths and query names are the spec's; response
 * shapes beyond the fields it names are ours (docs/decisions.md "Exams"). Times are epoch
 * milliseconds on the server's clock; `servertime` lets clients keep their countdown in step.
 * `preview=1` is the admin's preview: nothing is recorded.
 */

const previewSchema = z
  .preprocess(
    (value) => (value === true || value === 'true' ? 1 : value === false || value === 'false' || value === '' ? 0 : value),
    z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)])),
  )
  .default(0);
const keySchema = z.string({ error: 'errors.exam.attemptNotFound' }).trim().min(1, { error: 'errors.exam.attemptNotFound' }).max(EXAM_ID_MAX);
const idSchema = z.string().trim().max(EXAM_ID_MAX);

/** `GET .../token/{id}?preview`. */
export const examTokenQuerySchema = z.object({ preview: previewSchema });
/** `GET .../{id}/start?key&preview`, `GET .../querytime?key&preview`, and the query of save and submit. */
export const examKeyQuerySchema = z.object({ key: keySchema, preview: previewSchema });
/**
 * `GET .../{id}/start?key&preview&paperversion`: `paperversion` is the version of the sealed paper the
 * device keeps (`.../{id}/paper`); when it is the paper's, the answer leaves the questions out and
 * gives the key that opens the kept copy (docs/exam.md, "A start without a spike").
 */
export const examStartQuerySchema = examKeyQuerySchema.extend({ paperversion: z.string().trim().max(64).default('') });
/** `GET .../{id}/result?userid&preview`, `GET .../{id}/logs?preview&userid`: '' = the caller. */
export const examUserQuerySchema = z.object({ userid: idSchema.default(''), preview: previewSchema });

/** The `answer` travels as JSON; a form-encoded body carries it as JSON text. */
const answerField = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}, answerSaveSchema);

/** `POST .../{id}/save?key&preview` and `POST .../{id}/submit?key&preview`: `{ answer }`. */
export const examAnswerBodySchema = z.object({ answer: answerField });

const attemptStatus = z.enum(['notStarted', 'inProgress', 'submitted']);
const submittedBy = z.enum(['learner', 'deadline']).nullable();

/** What the cover of an exam shows before it starts. */
export const examPaperSummarySchema = z
  .object({
    id: z.string(),
    title: z.string(),
    categoryName: z.string(),
    minute: z.number().int(),
    limitMinute: z.number().int(),
    /** Pass score. */
    score: z.number(),
    total: z.number(),
    questioncount: z.number().int().nonnegative(),
  })
  .strict();

/** `GET .../token/{id}`: the cover, the learner's standing and whether (and why not) they may start. */
export const examTokenResponseSchema = z
  .object({
    successed: z.literal(true),
    /** The attempt key for start, save, submit and querytime. '' when the learner may not start. */
    key: z.string(),
    paper: examPaperSummarySchema,
    status: attemptStatus,
    attempts: z.number().int().nonnegative(),
    attemptsLeft: z.number().int().nonnegative(),
    standing: z.object({ score: z.number().nullable(), passed: z.boolean() }).strict(),
    canStart: z.boolean(),
    /** The error key saying why not, '' when the learner may start. */
    blocked: z.string(),
    servertime: z.number().int(),
    /** The version of the paper a start would answer with ('' in a preview): a device keeping another fetches `.../{id}/paper`. */
    paperversion: z.string(),
    /**
     * When only the window keeps the learner from starting: the moment it opens (server time), with
     * `key` the attempt a start will then begin — the device offers Start at that moment without
     * asking again. Null otherwise.
     */
    opensAt: z.number().int().nullable(),
  })
  .strict();
export type ExamTokenResponse = z.infer<typeof examTokenResponseSchema>;

/** A question as the learner sees it while answering: no correct flags, no answer, no tip. */
export const learnerQuestionSchema = z
  .object({
    id: z.string(),
    type: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
    text: z.string(),
    level: z.number().int(),
    score: z.number(),
    choices: z.array(z.object({ id: z.string(), content: z.string() }).strict()),
    /** Fill questions: how many blanks to show; 0 otherwise. */
    blanks: z.number().int().nonnegative(),
  })
  .strict();
export type LearnerQuestion = z.infer<typeof learnerQuestionSchema>;

const storedAnswerSchema = z
  .object({ questionid: z.string(), choices: z.array(z.string()), fills: z.array(z.string()), at: z.number().int(), saveid: z.string() })
  .strict();

const attemptClockSchema = {
  startedAt: z.number().int(),
  deadline: z.number().int(),
  minSubmitAt: z.number().int(),
  servertime: z.number().int(),
};

/** `GET .../{id}/start`: the paper to answer and the attempt with every answer the server holds. */
export const examStartResponseSchema = z
  .object({
    successed: z.literal(true),
    key: z.string(),
    /** `questions` is empty when the answer gives `paperkey` instead. */
    paper: examPaperSummarySchema.extend({ questions: z.array(learnerQuestionSchema) }).strict(),
    /**
     * The key that opens the sealed paper the device keeps (its `paperversion` was the paper's); ''
     * when the questions are here (and in a copy a device kept before there were kept papers).
     */
    paperkey: z.string().default(''),
    attempt: z
      .object({
        ...attemptClockSchema,
        status: z.enum(['inProgress', 'submitted']),
        submittedAt: z.number().int().nullable(),
        answers: z.array(storedAnswerSchema),
      })
      .strict(),
  })
  .strict();
export type ExamStartResponse = z.infer<typeof examStartResponseSchema>;

/**
 * `GET .../{id}/paper`: the learner's questions sealed (AES-256-GCM, shared `sealedPaper.ts`), for the
 * device to keep ahead of the exam's window; the start gives the key. The same for every learner of
 * the paper's version.
 */
export const examPaperResponseSchema = z.object({ successed: z.literal(true), version: z.string(), sealed: z.string() }).strict();
export type ExamPaperResponse = z.infer<typeof examPaperResponseSchema>;

/** `POST .../save`: which answers the server now holds, which it refused and why, and the clock. */
export const examSaveResponseSchema = z
  .object({
    successed: z.literal(true),
    saveid: z.string(),
    accepted: z.array(z.string()),
    rejected: z.array(z.object({ questionid: z.string(), errcode: z.number().int(), reason: z.string() }).strict()),
    status: z.enum(['inProgress', 'submitted']),
    deadline: z.number().int(),
    remainingSeconds: z.number().int().nonnegative(),
    servertime: z.number().int(),
  })
  .strict();
export type ExamSaveResponse = z.infer<typeof examSaveResponseSchema>;

/** `POST .../submit`: the submission; the score only where the exam shows it. */
export const examSubmitResponseSchema = z
  .object({
    successed: z.literal(true),
    saveid: z.string(),
    submittedAt: z.number().int(),
    submittedBy: z.enum(['learner', 'deadline']),
    score: z.number().nullable(),
    passed: z.boolean().nullable(),
    servertime: z.number().int(),
  })
  .strict();
export type ExamSubmitResponse = z.infer<typeof examSubmitResponseSchema>;

/** `GET .../querytime`: the server's clock for the attempt. */
export const examQueryTimeResponseSchema = z
  .object({
    successed: z.literal(true),
    ...attemptClockSchema,
    remainingSeconds: z.number().int().nonnegative(),
    maySubmit: z.boolean(),
    expired: z.boolean(),
    status: z.enum(['inProgress', 'submitted']),
  })
  .strict();
export type ExamQueryTimeResponse = z.infer<typeof examQueryTimeResponseSchema>;

/** One question of the result review; correct flags, answer and tip only where the exam shows answers. */
export const examReviewItemSchema = z
  .object({
    questionid: z.string(),
    type: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
    text: z.string(),
    score: z.number(),
    earned: z.number(),
    correct: z.boolean(),
    answered: z.boolean(),
    yours: z.object({ choices: z.array(z.string()), fills: z.array(z.string()) }).strict(),
    choices: z.array(z.object({ id: z.string(), content: z.string(), iscorrect: z.number().int().optional() }).strict()),
    answer: z.string().optional(),
    promotion: z.string().optional(),
  })
  .strict();

/** `GET .../{id}/result`: the latest submitted attempt's score and, as configured, its review. */
export const examResultResponseSchema = z
  .object({
    successed: z.literal(true),
    paper: z.object({ id: z.string(), title: z.string(), score: z.number(), total: z.number() }).strict(),
    /** The attempt's id: the record an appeal of this result names (docs/appeals.md); absent from a server that does not say it. */
    attemptid: z.string().optional(),
    startedAt: z.number().int(),
    submittedAt: z.number().int(),
    submittedBy: z.enum(['learner', 'deadline']),
    usedSeconds: z.number().int().nonnegative(),
    score: z.number(),
    passed: z.boolean(),
    correctCount: z.number().int().nonnegative(),
    answeredCount: z.number().int().nonnegative(),
    questionCount: z.number().int().nonnegative(),
    standing: z.object({ score: z.number().nullable(), passed: z.boolean() }).strict(),
    visibility: z.object({ marks: z.boolean(), answers: z.boolean() }).strict(),
    /** Empty unless the exam shows at least right and wrong per question. */
    review: z.array(examReviewItemSchema),
  })
  .strict();
export type ExamResultResponse = z.infer<typeof examResultResponseSchema>;

/** `GET .../{id}/logs`: every attempt of the learner, oldest first. */
export const examLogsResponseSchema = z
  .object({
    successed: z.literal(true),
    rows: z.array(
      z
        .object({
          attempt: z.number().int().positive(),
          startedAt: z.number().int(),
          submittedAt: z.number().int().nullable(),
          submittedBy,
          status: z.enum(['inProgress', 'submitted']),
          score: z.number().nullable(),
          passed: z.boolean(),
        })
        .strict(),
    ),
    standing: z.object({ score: z.number().nullable(), passed: z.boolean() }).strict(),
  })
  .strict();
export type ExamLogsResponse = z.infer<typeof examLogsResponseSchema>;
