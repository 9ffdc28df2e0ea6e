import { z } from 'zod';
import { keywordTerms } from '../dialogue/keywords.js';
import { validateScenario } from '../dialogue/validate.js';
import {
  blankToUndefined,
  EMOTION_VALUES,
  idText,
  L,
  listResponse,
  oneOf,
  optionalOneOf,
  page,
  required,
  requiredName,
  rows,
  text,
  zeroOne,
} from './practiceFields.js';
import { AUDIO_KINDS, VOICE_LANGUAGES, VOICE_SOURCES } from '../domain/practice.js';
import { FILE_REFERENCE_RULES } from '../validators/fileReferences.js';
import { fileReferenceSchema } from '../validators/schemas.js';
import { plainName } from '../validators/plainText.js';
import { passScoreSchema } from './taskFields.js';
import {
  AI_SIMILAR_PER_REQUEST,
  CUSTOMER_ATTRIBUTE,
  CUSTOMER_NAME,
  EMOTION_RANGE,
  HOT_WORD_MAX_CHARS,
  SCENARIO_DESCRIPTION_MAX,
  SCENARIO_MEDIA_IMAGES_MAX,
  SCORING_RULE_NAME_MAX,
  SPEECH_KEYWORDS_MAX,
  SPEECH_TEXT_MAX,
  TOTAL_SCORE,
} from '../limits.js';

/**
 * The voice-practice library calls (admin-back-office §3, §5, §7; docs/practice.md): request bodies
 * with every rule as an i18n key (`practiceAdmin.rules.*`), list queries, and response shapes.
 */

// Speeches ------------------------------------------------------------------------------------

/** `POST/PUT api/admin/material/speech`: text ≤ 200, category, difficulty 1–3, emotion 0–6, keywords ≤ 10. */
export const speechBodySchema = z.object({
  category: required(L.categoryMax, 'practiceAdmin.rules.categoryRequired', 'practiceAdmin.rules.categoryTooLong'),
  text: required(SPEECH_TEXT_MAX, 'practiceAdmin.rules.speechTextRequired', 'practiceAdmin.rules.speechTextTooLong'),
  difficulty: oneOf([1, 2, 3] as const, 'practiceAdmin.rules.difficultyInvalid').default(1),
  emotion: oneOf(EMOTION_VALUES, 'practiceAdmin.rules.emotionInvalid').default(EMOTION_RANGE.min),
  /** `,` = and, `|` = or (shared `dialogue` keyword expressions). */
  keywords: z
    .string()
    .trim()
    .max(1000)
    .default('')
    .superRefine((value, ctx) => {
      const terms = keywordTerms(value);
      if (terms.length > SPEECH_KEYWORDS_MAX)
        ctx.addIssue({ code: 'custom', message: 'practiceAdmin.rules.keywordsTooMany', params: { max: SPEECH_KEYWORDS_MAX } });
      if (new Set(terms).size !== terms.length) ctx.addIssue({ code: 'custom', message: 'practiceAdmin.rules.keywordsDuplicate' });
      if (terms.some((term) => term.length > HOT_WORD_MAX_CHARS))
        ctx.addIssue({ code: 'custom', message: 'practiceAdmin.rules.keywordTooLong', params: { max: HOT_WORD_MAX_CHARS } });
    }),
  voiceno: text(L.voiceNoMax, 'practiceAdmin.rules.voiceNoTooLong').default(''),
});
export type SpeechBody = z.infer<typeof speechBodySchema>;

export const speechListQuerySchema = z.object({
  text: z.string().trim().max(100).default(''),
  category: z.string().trim().max(L.categoryMax).default(''),
  difficulty: optionalOneOf([1, 2, 3] as const),
  emotion: optionalOneOf(EMOTION_VALUES),
  disabled: optionalOneOf([0, 1] as const),
  page,
  rows,
});
export type SpeechListQuery = z.infer<typeof speechListQuerySchema>;

export const adminSpeechSchema = z
  .object({
    id: z.string(),
    category: z.string(),
    text: z.string(),
    difficulty: z.number().int(),
    emotion: z.number().int(),
    keywords: z.string(),
    voiceno: z.string(),
    /** The speech picker's column names (admin §2): the category and the keywords again. */
    catalogname: z.string(),
    keyword: z.string(),
    disabled: z.number().int(),
    createdate: z.number().int(),
  })
  .strict();
export type AdminSpeech = z.infer<typeof adminSpeechSchema>;
export const speechListResponseSchema = listResponse(adminSpeechSchema);
export const speechResponseSchema = z.object({ successed: z.literal(true), speech: adminSpeechSchema }).strict();

/** `GET .../speech/category`, `.../scene/category`: the categories in use, with their counts (the list's left-hand tree). */
export const categoriesResponseSchema = z
  .object({ successed: z.literal(true), rows: z.array(z.object({ name: z.string(), count: z.number().int() }).strict()) })
  .strict();

/**
 * `POST api/admin/material/speech/similarity` (text, count 10, exclude: what is already shown, for
 * "change batch") and `POST .../speech/keywords` (text): suggestions as a `message` list.
 */
export const speechSuggestBodySchema = z.object({
  text: required(SPEECH_TEXT_MAX, 'practiceAdmin.rules.speechTextRequired', 'practiceAdmin.rules.speechTextTooLong'),
  count: z.coerce.number({ error: 'validation.invalidValue' }).int().min(1).max(AI_SIMILAR_PER_REQUEST).default(AI_SIMILAR_PER_REQUEST),
  exclude: z.array(z.string().max(SPEECH_TEXT_MAX)).max(100).default([]),
});
export const suggestionsResponseSchema = z.object({ successed: z.literal(true), message: z.array(z.string()), source: z.enum(['llm', 'library']) }).strict();

// Digital humans (voice templates) --------------------------------------------------------------

/** `POST/PUT api/admin/voice/digitalhuman`. */
export const voiceTemplateBodySchema = z.object({
  name: requiredName(L.voiceNameMax, 'practiceAdmin.rules.voiceNameRequired', 'practiceAdmin.rules.voiceNameTooLong'),
  language: z.enum(VOICE_LANGUAGES, { error: 'practiceAdmin.rules.languageInvalid' }).default('mandarin'),
  age: text(L.voiceFieldMax, 'practiceAdmin.rules.voiceFieldTooLong').default(''),
  timbre: text(L.voiceFieldMax, 'practiceAdmin.rules.voiceFieldTooLong').default(''),
  sex: zeroOne('practiceAdmin.rules.genderInvalid').default(0),
  speechvoice: text(L.voiceFieldMax, 'practiceAdmin.rules.voiceFieldTooLong').default(''),
  questionvoice: text(L.voiceFieldMax, 'practiceAdmin.rules.voiceFieldTooLong').default(''),
  source: z.enum(VOICE_SOURCES, { error: 'practiceAdmin.rules.voiceSourceInvalid' }).default('espeak'),
  example: text(L.exampleMax, 'practiceAdmin.rules.exampleTooLong').default(''),
  isfree: zeroOne('validation.invalidValue').default(1),
});
export type VoiceTemplateBody = z.infer<typeof voiceTemplateBodySchema>;

export const nameListQuerySchema = z.object({ name: z.string().trim().max(100).default(''), disabled: optionalOneOf([0, 1] as const), page, rows });
export type NameListQuery = z.infer<typeof nameListQuerySchema>;

export const adminVoiceTemplateSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    language: z.string(),
    age: z.string(),
    timbre: z.string(),
    sex: z.number().int(),
    speechvoice: z.string(),
    questionvoice: z.string(),
    source: z.string(),
    example: z.string(),
    isfree: z.number().int(),
    voiced: z.number().int(),
    synthstatus: z.string(),
    synthdone: z.number().int(),
    synthtotal: z.number().int(),
    /** Why the last synthesis failed ('' when it did not). */
    syntherror: z.string(),
    disabled: z.number().int(),
    createdate: z.number().int(),
  })
  .strict();
export type AdminVoiceTemplate = z.infer<typeof adminVoiceTemplateSchema>;
export const voiceTemplateListResponseSchema = listResponse(adminVoiceTemplateSchema);
export const voiceTemplateResponseSchema = z.object({ successed: z.literal(true), digitalhuman: adminVoiceTemplateSchema }).strict();

/** `GET api/admin/voice/digitalhuman/{id}/clips?page&rows`: the template's voiced lines (the dubbing task details). */
export const pageQuerySchema = z.object({ page, rows });
export const adminClipSchema = z
  .object({ id: z.string(), text: z.string(), emotion: z.number().int(), path: z.string(), duration: z.number().int(), createdate: z.number().int() })
  .strict();
export type AdminClip = z.infer<typeof adminClipSchema>;
export const clipListResponseSchema = listResponse(adminClipSchema);

// Background audio and ringtones ----------------------------------------------------------------

/** The fields of `POST api/admin/voice/audio` (multipart, the wav in field `file`). */
export const audioFieldsSchema = z.object({
  kind: z.enum(AUDIO_KINDS, { error: 'practiceAdmin.rules.audioKindInvalid' }),
  name: requiredName(L.audioNameMax, 'practiceAdmin.rules.audioNameRequired', 'practiceAdmin.rules.audioNameTooLong'),
  category: text(L.categoryMax, 'practiceAdmin.rules.categoryTooLong').default(''),
});
export const audioUpdateSchema = audioFieldsSchema.omit({ kind: true });
export const audioListQuerySchema = z.object({
  kind: z.preprocess(blankToUndefined, z.enum(AUDIO_KINDS, { error: 'practiceAdmin.rules.audioKindInvalid' }).optional()),
  name: z.string().trim().max(100).default(''),
  category: z.string().trim().max(L.categoryMax).default(''),
  page,
  rows,
});
export type AudioListQuery = z.infer<typeof audioListQuerySchema>;
export const adminAudioSchema = z
  .object({
    id: z.string(),
    kind: z.string(),
    name: z.string(),
    category: z.string(),
    /** The stored file's address: never served as it is (the back office plays `file`). */
    path: z.string(),
    size: z.number().int(),
    /** Length in ms, from the wav's header (0 when it could not tell). */
    duration: z.number().int(),
    disabled: z.number().int(),
    createdate: z.number().int(),
  })
  .strict();
export type AdminAudio = z.infer<typeof adminAudioSchema>;
export const audioListResponseSchema = listResponse(adminAudioSchema);
export const audioResponseSchema = z.object({ successed: z.literal(true), audio: adminAudioSchema }).strict();

// Customers -----------------------------------------------------------------------------------

const attributeSchema = z.object({
  label: z
    .string()
    .trim()
    .min(CUSTOMER_ATTRIBUTE.min, { error: 'practiceAdmin.rules.attributeLength' })
    .max(CUSTOMER_ATTRIBUTE.max, { error: 'practiceAdmin.rules.attributeLength' }),
  value: text(L.attributeValueMax, 'practiceAdmin.rules.attributeValueTooLong').default(''),
});

/** `POST/PUT api/admin/voice/customer`: name 2–240, ≤ 20 attributes of 2–10 characters. */
export const customerBodySchema = z.object({
  name: plainName(
    z
      .string({ error: 'practiceAdmin.rules.customerNameLength' })
      .trim()
      .min(CUSTOMER_NAME.min, { error: 'practiceAdmin.rules.customerNameLength' })
      .max(CUSTOMER_NAME.max, { error: 'practiceAdmin.rules.customerNameLength' }),
  ),
  gender: zeroOne('practiceAdmin.rules.genderInvalid').default(0),
  /** The path `POST api/admin/voice/customer/avatar` answered; '' for the default by gender. */
  avatar: fileReferenceSchema(FILE_REFERENCE_RULES.customerAvatar).default(''),
  tradetime: text(L.tradeTimeMax, 'practiceAdmin.rules.tradeTimeTooLong').default(''),
  digitalhuman: idText.default(''),
  attributes: z
    .array(attributeSchema)
    .default([])
    .superRefine((list, ctx) => {
      if (list.length > CUSTOMER_ATTRIBUTE.count)
        ctx.addIssue({ code: 'custom', message: 'practiceAdmin.rules.attributesTooMany', params: { max: CUSTOMER_ATTRIBUTE.count } });
      if (new Set(list.map((a) => a.label)).size !== list.length) ctx.addIssue({ code: 'custom', message: 'practiceAdmin.rules.attributeDuplicate' });
    }),
});
export type CustomerBody = z.infer<typeof customerBodySchema>;

export const adminCustomerSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    gender: z.number().int(),
    avatar: z.string(),
    tradetime: z.string(),
    digitalhuman: z.string(),
    digitalhumanname: z.string(),
    attributes: z.array(z.object({ label: z.string(), value: z.string() }).strict()),
    disabled: z.number().int(),
    createdate: z.number().int(),
  })
  .strict();
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;
export const customerListResponseSchema = listResponse(adminCustomerSchema);
export const customerResponseSchema = z.object({ successed: z.literal(true), customer: adminCustomerSchema }).strict();

// Scoring rules -------------------------------------------------------------------------------

const scoreBound = z.coerce
  .number({ error: 'practiceAdmin.rules.scoreRange' })
  .min(0, { error: 'practiceAdmin.rules.scoreRange' })
  .max(L.scoringScoreMax, { error: 'practiceAdmin.rules.scoreRange' });
const scoringItemSchema = z
  .object({
    name: requiredName(L.scoringItemNameMax, 'practiceAdmin.rules.itemNameRequired', 'practiceAdmin.rules.itemNameTooLong'),
    weight: z.coerce
      .number({ error: 'practiceAdmin.rules.weightInvalid' })
      .gt(0, { error: 'practiceAdmin.rules.weightInvalid' })
      .max(TOTAL_SCORE, { error: 'practiceAdmin.rules.weightInvalid' }),
    min: scoreBound.default(0),
    max: scoreBound.default(L.scoringScoreMax),
  })
  .superRefine((item, ctx) => {
    if (!(item.min < item.max)) ctx.addIssue({ code: 'custom', message: 'practiceAdmin.rules.minBelowMax', path: ['min'] });
  });

/** Weights are compared after rounding to 0.01, like child-task weights. */
const weightSum = (items: readonly { weight: number }[]) => Math.round(items.reduce((sum, item) => sum + item.weight, 0) * 100) / 100;

/** `POST/PUT api/admin/voice/scorerule`: name ≤ 30, items whose weights sum to 100 %, each min < max. */
export const scoringRuleBodySchema = z.object({
  name: requiredName(SCORING_RULE_NAME_MAX, 'practiceAdmin.rules.ruleNameRequired', 'practiceAdmin.rules.ruleNameTooLong'),
  /** Above 0, at most 100, like a task package's (admin §5): the same rule and message as the task form. */
  passscore: passScoreSchema.default(60),
  items: z.array(scoringItemSchema, { error: 'practiceAdmin.rules.itemsRequired' }).superRefine((items, ctx) => {
    if (items.length === 0) return ctx.addIssue({ code: 'custom', message: 'practiceAdmin.rules.itemsRequired' });
    if (items.length > L.scoringItemsMax) ctx.addIssue({ code: 'custom', message: 'practiceAdmin.rules.itemsTooMany', params: { max: L.scoringItemsMax } });
    if (new Set(items.map((item) => item.name)).size !== items.length) ctx.addIssue({ code: 'custom', message: 'practiceAdmin.rules.itemDuplicate' });
    const sum = weightSum(items);
    if (sum !== TOTAL_SCORE) ctx.addIssue({ code: 'custom', message: 'practiceAdmin.rules.weightsSum', params: { sum } });
  }),
});
export type ScoringRuleBody = z.infer<typeof scoringRuleBodySchema>;
/** What a form sends: the pass score as typed (a number, or '' when cleared). */
export type ScoringRuleInput = z.input<typeof scoringRuleBodySchema>;
/**
 * `PUT api/admin/voice/scorerule/{id}`: the rule, and whether to re-score the finished sessions of
 * the scenarios using it with the rule as saved (docs/practice.md "Scoring rules: details and re-scoring").
 */
export const scoringRuleUpdateBodySchema = scoringRuleBodySchema.extend({
  rescore: z.boolean({ error: 'practiceAdmin.rules.rescoreInvalid' }).default(false),
});
export type ScoringRuleUpdateBody = z.infer<typeof scoringRuleUpdateBodySchema>;
export const adminScoringRuleSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    passscore: z.number(),
    items: z.array(z.object({ name: z.string(), weight: z.number(), min: z.number(), max: z.number() }).strict()),
    disabled: z.number().int(),
    createdate: z.number().int(),
  })
  .strict();
export type AdminScoringRule = z.infer<typeof adminScoringRuleSchema>;
export const scoringRuleListResponseSchema = listResponse(adminScoringRuleSchema);
export const scoringRuleResponseSchema = z.object({ successed: z.literal(true), rule: adminScoringRuleSchema }).strict();
/** A save's answer: the rule, and what re-scoring did (null: not asked for). */
export const scoringRuleUpdateResponseSchema = scoringRuleResponseSchema
  .extend({ rescore: z.object({ rescored: z.number().int(), skipped: z.number().int() }).strict().nullable() })
  .strict();
export type ScoringRuleUpdateResponse = z.infer<typeof scoringRuleUpdateResponseSchema>;
/**
 * `GET api/admin/voice/scorerule/{id}/usage` (`ruledetails`): the rule, the scenarios scoring with
 * it, the task packages whose scenario child tasks run those scenarios, and how many finished
 * sessions of those scenarios it scores.
 */
export const scoringRuleUsageResponseSchema = z
  .object({
    successed: z.literal(true),
    rule: adminScoringRuleSchema,
    scenes: z.array(z.object({ id: z.string(), name: z.string(), category: z.string(), status: z.string() }).strict()),
    packages: z.array(
      z.object({ id: z.string(), title: z.string(), tasktype: z.number().int(), childid: z.string(), childtitle: z.string(), sceneid: z.string() }).strict(),
    ),
    sessions: z.number().int(),
  })
  .strict();
export type ScoringRuleUsage = z.infer<typeof scoringRuleUsageResponseSchema>;

// Scenarios -----------------------------------------------------------------------------------

/**
 * `POST/PUT api/admin/material/scene`: the scenario document (docs/scenario-format.md) and the
 * library references. Every blocking flow rule is an issue with its `dialogue.rules.*` message;
 * rules that only make it incomplete let it be saved as a draft.
 */
export const scenarioBodySchema = z.object({
  scenario: z.unknown().superRefine((document, ctx) => {
    const { issues } = validateScenario(document);
    for (const issue of issues) {
      if (issue.severity !== 'error') continue;
      ctx.addIssue({ code: 'custom', message: issue.key, path: issue.path ?? [], ...(issue.params ? { params: issue.params } : {}) });
    }
  }),
  customerid: idText.default(''),
  scoringruleid: idText.default(''),
  bgmid: idText.default(''),
  ringtoneid: idText.default(''),
  images: z
    .array(fileReferenceSchema(FILE_REFERENCE_RULES.sceneImage, FILE_REFERENCE_RULES.sceneImage.message))
    .max(SCENARIO_MEDIA_IMAGES_MAX, { error: 'practiceAdmin.rules.imagesTooMany' })
    .default([]),
  excellentrecording: fileReferenceSchema(FILE_REFERENCE_RULES.sceneRecording).default(''),
  excellentdescription: text(SCENARIO_DESCRIPTION_MAX, 'practiceAdmin.rules.excellentDescriptionTooLong').default(''),
});
export type ScenarioBody = z.infer<typeof scenarioBodySchema>;
export const scenarioListQuerySchema = z.object({
  name: z.string().trim().max(100).default(''),
  category: z.string().trim().max(100).default(''),
  status: z.preprocess(blankToUndefined, z.enum(['draft', 'enabled', 'disabled'], { error: 'validation.invalidValue' }).optional()),
  page,
  rows,
});
export type ScenarioListQuery = z.infer<typeof scenarioListQuerySchema>;
/** `GET api/admin/material/scene/{id}/export?format=json|xlsx`: the documented JSON, or the Excel layout the import reads. */
export const scenarioExportQuerySchema = z.object({ format: z.enum(['json', 'xlsx'], { error: 'validation.invalidValue' }).default('json') });

const scenarioIssueSchema = z.object({ code: z.string(), severity: z.string(), message: z.string(), nodeid: z.string(), path: z.string() }).strict();
export const adminScenarioSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    category: z.string(),
    description: z.string(),
    status: z.string(),
    customerid: z.string(),
    scoringruleid: z.string(),
    bgmid: z.string(),
    ringtoneid: z.string(),
    images: z.array(z.string()),
    excellentrecording: z.string(),
    excellentdescription: z.string(),
    createdate: z.number().int(),
    updatedate: z.number().int(),
    /** Detail only: the document and what keeps it a draft. */
    scenario: z.record(z.string(), z.unknown()).optional(),
    issues: z.array(scenarioIssueSchema).optional(),
  })
  .strict();
export type AdminScenario = z.infer<typeof adminScenarioSchema>;
export const scenarioListResponseSchema = listResponse(adminScenarioSchema);
export const scenarioResponseSchema = z.object({ successed: z.literal(true), scene: adminScenarioSchema }).strict();

/**
 * `POST api/admin/material/scene/import?step=preview|import` (multipart `file`): `import` (the
 * default, what the spec's call does) saves the file as a new scenario; `preview` checks it and
 * writes nothing.
 */
export const scenarioImportQuerySchema = z.object({ step: z.enum(['preview', 'import'], { error: 'validation.invalidValue' }).default('import') });
/** `step=import`: the imported scene, also as a one-row list. */
export const scenarioImportResponseSchema = z.object({ successed: z.literal(true), id: z.string(), scenes: z.array(adminScenarioSchema) }).strict();
/** One problem of a scenario file, in the caller's language: where it is (a sheet, row and column, nodes, a field) and what. */
export const scenarioImportProblemSchema = z.object({ where: z.string(), message: z.string() }).strict();
export type ScenarioImportProblem = z.infer<typeof scenarioImportProblemSchema>;
/**
 * `step=preview`: every problem of the file — each sheet, row and cell problem of a workbook, each
 * flow rule of severity error with the nodes it concerns, each speech that is not the
 * organisation's — and the scenario as far as it was read, with the status it would be saved with.
 */
export const scenarioImportPreviewSchema = z
  .object({
    successed: z.literal(true),
    step: z.literal('preview'),
    /** Nothing wrong: `step=import` saves it. */
    ok: z.boolean(),
    name: z.string(),
    category: z.string(),
    nodecount: z.number().int(),
    status: z.enum(['draft', 'enabled', 'disabled']),
    errors: z.array(scenarioImportProblemSchema),
  })
  .strict();
export type ScenarioImportPreview = z.infer<typeof scenarioImportPreviewSchema>;
/** What the one import call answers, by its step. */
export const scenarioImportAnswerSchema = z.union([scenarioImportPreviewSchema, scenarioImportResponseSchema]);
/** `POST .../scene/media`, `.../scene/recording`, `api/admin/voice/customer/avatar` (multipart `file`): the stored path. */
export const storedPathResponseSchema = z.object({ successed: z.literal(true), path: z.string() }).strict();

export * from './practiceWords.js';
