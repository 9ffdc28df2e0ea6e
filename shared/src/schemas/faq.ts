import { z } from 'zod';
import { keywordTerms } from '../dialogue/keywords.js';
import {
  AI_SIMILAR_PER_REQUEST,
  EMOTION_RANGE,
  FAQ_ANSWER_TEXT_MAX,
  FAQ_DESCRIPTION_MAX,
  FAQ_EXTENDED_MAX,
  FAQ_IMAGE_DESCRIPTION_MAX,
  FAQ_IMAGES_MAX,
  FAQ_QUESTION_MAX,
  FAQ_SIMILAR_MAX,
  HOT_WORD_MAX_CHARS,
  SPEECH_KEYWORDS_MAX,
  STANDARD_ANSWER_MAX,
  TASK_SORT,
} from '../limits.js';
import { FILE_REFERENCE_RULES } from '../validators/fileReferences.js';
import { fileReferenceSchema } from '../validators/schemas.js';
import { blankToUndefined, EMOTION_VALUES, idText, listResponse, oneOf, optionalOneOf, page, required, rows, text, zeroOne } from './practiceFields.js';
import { numberField } from './taskFields.js';

/**
 * The quick Q&A bank (admin-back-office §2 questionbank/editbank, §3 "Question bank (FAQ)
 * question", §5, §7 `api/admin/v3/faq`; docs/faq.md): request bodies with every rule as an i18n key
 * (`faqAdmin.rules.*`), the list query and the shapes the back office reads.
 */

const question = (missing: string) => required(FAQ_QUESTION_MAX, missing, 'faqAdmin.rules.questionTooLong');
const answer = (missing: string) => required(STANDARD_ANSWER_MAX, missing, 'faqAdmin.rules.answerTooLong');

/** A similar question, with its own answer when it has one ('' = the standard answer). */
export const faqSimilarSchema = z
  .object({ question: question('faqAdmin.rules.similarRequired'), answer: text(STANDARD_ANSWER_MAX, 'faqAdmin.rules.answerTooLong').default('') })
  .strict();
/** An extended (follow-up) question and its answer. */
export const faqExtendedSchema = z
  .object({ question: question('faqAdmin.rules.extendedRequired'), answer: answer('faqAdmin.rules.extendedAnswerRequired') })
  .strict();
export const faqImageSchema = z
  .object({
    path: fileReferenceSchema(FILE_REFERENCE_RULES.faqImage, 'faqAdmin.rules.imageInvalid'),
    description: text(FAQ_IMAGE_DESCRIPTION_MAX, 'faqAdmin.rules.imageDescriptionTooLong').default(''),
  })
  .strict();

/** Answer keywords: `,` = and, `|` = or — the practice matcher's expressions and rules. */
export const faqKeywordsSchema = z
  .string()
  .trim()
  .max(1000, { error: 'faqAdmin.rules.keywordsTooLong' })
  .default('')
  .superRefine((value, ctx) => {
    const terms = keywordTerms(value);
    if (terms.length > SPEECH_KEYWORDS_MAX) ctx.addIssue({ code: 'custom', message: 'faqAdmin.rules.keywordsTooMany', params: { max: SPEECH_KEYWORDS_MAX } });
    if (new Set(terms).size !== terms.length) ctx.addIssue({ code: 'custom', message: 'faqAdmin.rules.keywordsDuplicate' });
    if (terms.some((term) => term.length > HOT_WORD_MAX_CHARS))
      ctx.addIssue({ code: 'custom', message: 'faqAdmin.rules.keywordTooLong', params: { max: HOT_WORD_MAX_CHARS } });
  });

/** `POST/PUT api/admin/v3/faq`: `sort` absent = above every question of the bank (the current maximum + 1). */
export const faqBodySchema = z.object({
  catalogid: idText.default(''),
  question: question('faqAdmin.rules.questionRequired'),
  answer: answer('faqAdmin.rules.answerRequired'),
  // One message with its {min} and {max} for anything wrong (`numberField`), never a bare placeholder.
  sort: z.preprocess(
    blankToUndefined,
    numberField('faqAdmin.rules.sortRange', (value) => Number.isInteger(value) && value >= TASK_SORT.min && value <= TASK_SORT.max, {
      ...TASK_SORT,
    }).optional(),
  ),
  emotion: oneOf(EMOTION_VALUES, 'faqAdmin.rules.emotionInvalid').default(EMOTION_RANGE.min),
  keywords: faqKeywordsSchema,
  similar: z.array(faqSimilarSchema).max(FAQ_SIMILAR_MAX, { error: 'faqAdmin.rules.similarTooMany' }).default([]),
  extended: z.array(faqExtendedSchema).max(FAQ_EXTENDED_MAX, { error: 'faqAdmin.rules.extendedTooMany' }).default([]),
  images: z.array(faqImageSchema).max(FAQ_IMAGES_MAX, { error: 'faqAdmin.rules.imagesTooMany' }).default([]),
  /** 1: the learner gets thinking time before the answer time runs. */
  thinking: zeroOne('faqAdmin.rules.thinkingInvalid').default(0),
  description: text(FAQ_DESCRIPTION_MAX, 'faqAdmin.rules.descriptionTooLong').default(''),
});
export type FaqBody = z.output<typeof faqBodySchema>;

/** `GET api/admin/v3/faq?text&catalogid&disabled&page&rows`: highest sort first (the FAQ picker too). */
export const faqListQuerySchema = z.object({
  text: z.string().trim().max(100).default(''),
  catalogid: idText.default(''),
  disabled: optionalOneOf([0, 1] as const),
  /** Ids to leave out (the picker's chosen rows). */
  excludeid: z.preprocess((value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : (value ?? [])), z.array(idText).max(200)).default([]),
  page,
  rows,
});
export type FaqListQuery = z.output<typeof faqListQuerySchema>;

export const adminFaqSchema = z
  .object({
    id: z.string(),
    catalogid: z.string(),
    catalogname: z.string(),
    question: z.string(),
    answer: z.string(),
    sort: z.number().int(),
    emotion: z.number().int(),
    keywords: z.string(),
    similar: z.array(z.object({ question: z.string(), answer: z.string() }).strict()),
    extended: z.array(z.object({ question: z.string(), answer: z.string() }).strict()),
    images: z.array(z.object({ path: z.string(), description: z.string() }).strict()),
    thinking: z.number().int(),
    description: z.string(),
    /** 0 open, 1 closed (not drawn into drills). */
    disabled: z.number().int(),
    creator: z.string(),
    createdate: z.number().int(),
  })
  .strict();
export type AdminFaq = z.infer<typeof adminFaqSchema>;
export const faqListResponseSchema = listResponse(adminFaqSchema);
export const faqResponseSchema = z.object({ successed: z.literal(true), faq: adminFaqSchema }).strict();

/**
 * `POST api/admin/v3/faq/similarity`: the AI similar-question dialog (admin §2, type faq or
 * script): `count` (10) suggestions like `text` from the language model, none of `exclude`.
 */
export const faqSimilarBodySchema = z.object({
  type: z.enum(['faq', 'script'], { error: 'validation.invalidValue' }).default('faq'),
  text: question('faqAdmin.rules.questionRequired'),
  count: z.coerce.number({ error: 'validation.invalidValue' }).int().min(1).max(AI_SIMILAR_PER_REQUEST).default(AI_SIMILAR_PER_REQUEST),
  exclude: z.array(z.string().max(FAQ_QUESTION_MAX)).max(200).default([]),
});
export type FaqSimilarBody = z.output<typeof faqSimilarBodySchema>;
export const faqSimilarResponseSchema = z.object({ successed: z.literal(true), message: z.array(z.string()) }).strict();

/** The learner's typed or recognised answer text. */
export const faqAnswerTextSchema = z.string({ error: 'faqLearner.rules.answerTooLong' }).max(FAQ_ANSWER_TEXT_MAX, { error: 'faqLearner.rules.answerTooLong' });

// The learner's drill (learner-and-session §2.9 /user/dashboard/faq; docs/faq.md "The drill") -----

const drillId = z.string({ error: 'faqLearner.rules.drillRequired' }).trim().min(1, { error: 'faqLearner.rules.drillRequired' }).max(64);

/**
 * `POST api/trainning/v3/faq/drill`: a drill of a quick Q&A child task, of a quick Q&A check-in task's
 * catalogue (`checkinid`, docs/checkin.md), or (neither) free practice from the whole bank.
 */
export const faqDrillStartSchema = z.object({ childtaskid: idText.default(''), checkinid: idText.default('') }).strict();
export type FaqDrillStart = z.output<typeof faqDrillStartSchema>;

/** `POST api/trainning/v3/faq/drill/{id}/answer/{seq}`: typed, or recognised from speech; `elapsedms` from the end of the question. */
export const faqAnswerBodySchema = z.object({
  text: faqAnswerTextSchema,
  mode: z.enum(['typed', 'voice'], { error: 'validation.invalidValue' }).default('typed'),
  elapsedms: z.coerce.number({ error: 'validation.invalidValue' }).int().min(0).max(3_600_000),
});
export type FaqAnswerBody = z.output<typeof faqAnswerBodySchema>;

/** A drawn question as the learner gets it: the phrasing asked, never the answer while the drill runs. */
export const faqDrillQuestionSchema = z
  .object({
    seq: z.number().int(),
    question: z.string(),
    emotion: z.number().int(),
    /** 1: thinking time before the answer time. */
    thinking: z.number().int(),
    images: z.array(z.object({ path: z.string(), description: z.string() }).strict()),
    /** '' while the drill runs; once it is finished, the standard answer (the summary shows it for unanswered questions too). */
    standard: z.string(),
  })
  .strict();
export type FaqDrillQuestion = z.infer<typeof faqDrillQuestionSchema>;

/** One scored answer (what the learner sees at once, and the summary's row). */
export const faqAnswerResultSchema = z
  .object({
    seq: z.number().int(),
    text: z.string(),
    mode: z.enum(['typed', 'voice']),
    score: z.number().int(),
    outcome: z.enum(['answered', 'empty', 'timeout']),
    similarity: z.number(),
    matched: z.array(z.string()),
    missed: z.array(z.string()),
    /** The standard answer, shown once answered. */
    standard: z.string(),
    /** 1: the learner's recording of a spoken answer is kept. */
    recording: z.number().int(),
  })
  .strict();
export type FaqAnswerResult = z.infer<typeof faqAnswerResultSchema>;

export const faqDrillSchema = z
  .object({
    id: z.string(),
    /** '' for free practice. */
    childtaskid: z.string(),
    packageid: z.string(),
    title: z.string(),
    /** 0 running, 1 finished. */
    status: z.number().int(),
    answerseconds: z.number().int(),
    thinkingseconds: z.number().int(),
    passscore: z.number(),
    questions: z.array(faqDrillQuestionSchema),
    answers: z.array(faqAnswerResultSchema),
    /** Once finished: the mean of every question's score (unanswered count 0), and whether it passed. */
    score: z.number().int().nullable(),
    passed: z.number().int().nullable(),
    startdate: z.number().int(),
  })
  .strict();
export type FaqDrill = z.infer<typeof faqDrillSchema>;
export const faqDrillResponseSchema = z.object({ successed: z.literal(true), drill: faqDrillSchema }).strict();
export const faqAnswerResponseSchema = z.object({ successed: z.literal(true), answer: faqAnswerResultSchema }).strict();

// Voice answers over the socket (docs/faq.md "Spoken answers") -----------------------------------

export const faqVoiceStartSchema = z.object({ drillId, seq: z.number().int().min(1).max(1000) }).strict();
export const faqVoiceFrameSchema = z
  .object({ drillId, audio: z.custom<unknown>((value) => value !== undefined && value !== null, { error: 'practiceSession.voice.badFrame' }) })
  .strict();
export const faqVoiceEndSchema = z.object({ drillId }).strict();
/** `faq:voiceCancel` — the learner let go of the spoken answer: its recognition closes unheard. */
export const faqVoiceCancelSchema = z.object({ drillId }).strict();
export const faqPartialSchema = z.object({ drillId: z.string(), text: z.string() }).strict();
export type FaqPartial = z.infer<typeof faqPartialSchema>;

// Results in the back office -------------------------------------------------------------------

/** `GET api/admin/v3/faq/drill?childtaskid&packageid&name&page&rows`: finished and running drills, newest first. */
export const faqDrillListQuerySchema = z.object({
  childtaskid: idText.default(''),
  packageid: idText.default(''),
  name: z.string().trim().max(50).default(''),
  page,
  rows,
});
export type FaqDrillListQuery = z.output<typeof faqDrillListQuerySchema>;

export const adminFaqDrillRowSchema = z
  .object({
    id: z.string(),
    username: z.string(),
    account: z.string(),
    departmentname: z.string(),
    packagetitle: z.string(),
    childtitle: z.string(),
    status: z.number().int(),
    score: z.number().int().nullable(),
    passed: z.number().int().nullable(),
    answered: z.number().int(),
    total: z.number().int(),
    startdate: z.number().int(),
  })
  .strict();
export const faqDrillListResponseSchema = listResponse(adminFaqDrillRowSchema);

/** `GET api/admin/v3/faq/drill/{id}`: the row and every question with its answer. */
export const adminFaqDrillResponseSchema = z
  .object({
    successed: z.literal(true),
    drill: adminFaqDrillRowSchema,
    items: z.array(
      z
        .object({
          seq: z.number().int(),
          question: z.string(),
          standard: z.string(),
          keywords: z.string(),
          answer: faqAnswerResultSchema.nullable(),
        })
        .strict(),
    ),
  })
  .strict();
