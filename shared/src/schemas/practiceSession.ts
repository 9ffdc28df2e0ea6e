import { z } from 'zod';
import { DIALOGUE_LIMITS } from '../dialogue/schema.js';
import { voiceCheckSummarySchema } from './voiceCheck.js';

/**
 * Messages of a live practice session over socket.io (docs/practice.md "Live sessions"). Every
 * message in is parsed with these schemas (messages are i18n keys); every acknowledgement out has
 * the shape of `practiceSessionReplySchema`.
 */

const id = z.string({ error: 'practiceSession.rules.idRequired' }).trim().min(1, { error: 'practiceSession.rules.idRequired' }).max(64);

/**
 * `practice:start` — free practice on an enabled scenario of the learner's organisation
 * (`scenarioId`), or the scenario of a child task of the learner's (`childId`; the session is bound
 * to the task, docs/training.md "Practice as a child task"). One of the two is required.
 */
export const practiceStartSchema = z
  .object({ scenarioId: id.optional(), childId: id.optional() })
  .strict()
  .refine((value) => Boolean(value.scenarioId || value.childId), { error: 'practiceSession.rules.idRequired', path: ['scenarioId'] });

/** `practice:join`, `practice:pause`, `practice:resume`, `practice:end` — a session of the caller. */
export const practiceSessionRefSchema = z.object({ sessionId: id }).strict();

/** `practice:answer` — the learner's typed (or recognised) answer. */
export const practiceAnswerSchema = z
  .object({
    sessionId: id,
    text: z
      .string({ error: 'practiceSession.rules.textRequired' })
      .trim()
      .min(1, { error: 'practiceSession.rules.textRequired' })
      .max(DIALOGUE_LIMITS.utteranceMax, { error: 'practiceSession.rules.textTooLong' }),
  })
  .strict();

export const PRACTICE_SESSION_STATUSES = ['running', 'paused', 'finished'] as const;
export type PracticeSessionStatus = (typeof PRACTICE_SESSION_STATUSES)[number];

/**
 * A customer line's voice: its stored MP3 file (docs/practice.md "Lines and audio"). `url` is the path of the
 * learner table's `practice.voice` relative to the API base (no leading slash), fetched with the session's
 * headers; the same line in the same voice is the same file, so an app may keep it by this path.
 */
export const practiceAudioSchema = z
  .object({
    format: z.literal('mp3'),
    url: z.string().regex(/^api\/[\w/-]+$/),
    /** The file's length, to one MPEG frame (about 30 ms). */
    durationMs: z.number(),
  })
  .strict();

/**
 * A sound of the call (docs/practice.md "Ringtone and ambience"): the scenario's ringtone, heard once
 * before the customer's first words, or its background ambience, looped quietly under the call. `url`
 * is the path of the learner table's `practice.sound` relative to the API base (no leading slash),
 * fetched with the session's headers and answered to the session's own learner only.
 */
export const practiceCallSoundSchema = z
  .object({
    format: z.literal('wav'),
    url: z.string().regex(/^api\/[\w/-]+$/),
    /** The file's length from its header; 0 when it could not tell. */
    durationMs: z.number(),
  })
  .strict();
export type PracticeCallSound = z.infer<typeof practiceCallSoundSchema>;

/** A customer line: text, emotion 0–6, why it is said, its audio (null: text only, see `notice`). */
export const practiceCustomerLineSchema = z
  .object({
    text: z.string(),
    emotion: z.number().int(),
    cause: z.enum(['flow', 'silence', 'alert']),
    audio: practiceAudioSchema.nullable(),
    /** Why there is no audio (translated), when synthesis failed; null otherwise. */
    notice: z.string().nullable(),
    /**
     * A free-talk line (docs/scenario-format.md §2): `model` when the AI customer said it, `fallback`
     * when the model failed or was too slow and the scripted line was said (the learner sees a notice).
     */
    llm: z.enum(['model', 'fallback']).optional(),
  })
  .strict();
export type PracticeCustomerLine = z.infer<typeof practiceCustomerLineSchema>;

const word = z.object({ word: z.string(), text: z.string(), start: z.number(), end: z.number() }).strict();

export const practiceQualitySchema = z
  .object({
    value: z.number(),
    answer: z.boolean(),
    coverage: z.number().nullable(),
    similarity: z.number(),
    length: z.number(),
    repetition: z.number(),
    density: z.number(),
  })
  .strict();
export type PracticeQuality = z.infer<typeof practiceQualitySchema>;

/**
 * How a learner node of the flow was left, for scoring (docs/practice.md "Scoring"): `answered` by
 * a matched answer; `timedOut` / `forced` moved on by the non-standard rule after a timeout / after
 * non-standard answers; `skipped` jumped over by a cross-node answer; `silence` the session ended
 * there on the silence limit; `unanswered` never reached (or waiting) when the session stopped.
 * Every node but `answered` scores 0 and earns no completeness.
 */
export const PRACTICE_STEP_OUTCOMES = ['answered', 'timedOut', 'forced', 'skipped', 'silence', 'unanswered'] as const;
export type PracticeStepOutcome = (typeof PRACTICE_STEP_OUTCOMES)[number];

export const practiceStepSchema = z
  .object({
    nodeid: z.string(),
    nodename: z.string(),
    outcome: z.enum(PRACTICE_STEP_OUTCOMES),
    /** The turn that answered or passed the node; null when skipped or never reached. */
    seq: z.number().int().nullable(),
  })
  .strict();
export type PracticeStep = z.infer<typeof practiceStepSchema>;

/** Why a session whose score reached the pass mark (or not) did not pass; null when it passed. */
export const PRACTICE_FAIL_REASONS = ['belowPassScore', 'flowNotFinished', 'flowNotAnswered', 'closingMissed'] as const;
export type PracticeFailReason = (typeof PRACTICE_FAIL_REASONS)[number];

/** A stored learner turn as the learner and the report see it. */
export const practiceTurnSchema = z
  .object({
    seq: z.number().int(),
    text: z.string(),
    outcome: z.enum(['matched', 'nonStandard', 'timeout']),
    nodeid: z.string(),
    intentid: z.string().nullable(),
    intentlabel: z.string().nullable(),
    match: z.string().nullable(),
    similarity: z.number(),
    /**
     * Keyword terms said, and the clauses missed (each as its terms); `said` pairs each term with the
     * words the learner actually said for it (a synonym group shows the word said, not its siblings).
     */
    keywords: z
      .object({
        hit: z.array(z.string()),
        missed: z.array(z.array(z.string())),
        said: z.array(z.object({ term: z.string(), text: z.string() }).strict()).default([]),
      })
      .strict()
      .nullable(),
    sensitive: z.array(word),
    polite: z.array(word),
    score: z.number(),
    /**
     * Why the answer scored what it did (docs/practice.md "Scoring", `dialogue.answerQuality`), each
     * 0–1: `value` the turn's quality = keyword coverage (null: the intent has none) and similarity to
     * the reference scripts, times the length, repetition and keyword-density factors (1 = no
     * penalty). `answer` false: not an answer to the node (non-standard or timed out). Null for turns
     * stored before it was kept, and for timeouts.
     */
    quality: practiceQualitySchema.nullable().default(null),
    /** Customer replies of the turn (audio only in the live answer). */
    lines: z.array(practiceCustomerLineSchema),
    /** Server timings in ms after the answer was received; `recognizedMs` only on answers recognised by the server. */
    timings: z.object({ recognizedMs: z.number().optional(), engineMs: z.number(), audioMs: z.number(), sentMs: z.number() }).strict(),
    /** The learner's own recording of this spoken answer is kept (the practice endpoints' `turnAudio`). */
    learneraudio: z.boolean(),
    createdat: z.string(),
  })
  .strict();
export type PracticeTurn = z.infer<typeof practiceTurnSchema>;

/** One item of a role-play's checklist as scored. */
export const practiceChecklistItemSchema = z
  .object({
    id: z.string(),
    kind: z.enum(['knowledge', 'objection', 'closing']),
    title: z.string(),
    turn: z.number().int().nullable(),
    said: z.array(z.string()),
  })
  .strict();
export type PracticeChecklistItem = z.infer<typeof practiceChecklistItemSchema>;

/**
 * The score of a finished session: each dimension 0–100, the rule items they fed and how the total
 * is made. Results stored before `formula`, `total`, `points`, `answeredtoend`, `failreason`,
 * `steps` and `answers` were kept get them from the presenter (old rows: see `present.ts`).
 */
export const practiceResultSchema = z
  .object({
    completeness: z.number(),
    turnscore: z.number(),
    keywords: z.number(),
    polite: z.number(),
    /** Each rule item: the dimension it reads, its score on its min–max range, and `points` = weight × score / 100 (they sum to `total`). */
    items: z.array(z.object({ name: z.string(), weight: z.number(), dimension: z.string(), score: z.number(), points: z.number().default(0) }).strict()),
    passscore: z.number(),
    summary: z.object({ turns: z.number(), nonStandardAnswers: z.number(), timeouts: z.number(), silences: z.number(), path: z.array(z.string()) }).strict(),
    /** `rule`: the total is the sum of the items' points; `mean`: no scoring rule, the total is (completeness + turnscore) / 2. */
    formula: z.enum(['rule', 'mean']).default('mean'),
    /** The session's score, as the formula adds it up. */
    total: z.number().default(0),
    /** The learner answered their way to the end node (no node timed out, forced, skipped): only then is the flow shown as completed (流程已完成). */
    answeredtoend: z.boolean().default(false),
    /** Why it did not pass (null: passed) — below the pass score, the flow not finished, or finished without answering every node. */
    failreason: z.enum(PRACTICE_FAIL_REASONS).nullable().default(null),
    /** The learner nodes of the flow, in order, and how each was left: what completeness counts and the zeros in the per-answer means. */
    steps: z.array(practiceStepSchema).default([]),
    /** How many answers the per-answer means (`turnscore`, `keywords`, `polite`) are taken over: the turns plus the nodes that scored 0 without one. */
    answers: z.number().int().default(0),
    /** A role-play's checklist (docs/scenario-format.md §5a): each item, the turn that first ticked it (null: never) and the learner's words that did. */
    checklist: z.array(practiceChecklistItemSchema).default([]),
    /** An appeal that re-scored the session (docs/appeals.md): its id and the total before and after; absent: none. */
    appeal: z
      .object({ id: z.string(), status: z.literal('completed'), before: z.number(), after: z.number() })
      .strict()
      .optional(),
  })
  .strict();
export type PracticeResult = z.infer<typeof practiceResultSchema>;

/** A session with every turn so far. */
export const practiceSessionViewSchema = z
  .object({
    id: z.string(),
    scenarioid: z.string().nullable(),
    scenarioname: z.string(),
    mode: z.string(),
    status: z.enum(PRACTICE_SESSION_STATUSES),
    endreason: z.string().nullable(),
    score: z.number().nullable(),
    passed: z.boolean().nullable(),
    result: practiceResultSchema.nullable(),
    opening: z.array(practiceCustomerLineSchema),
    turns: z.array(practiceTurnSchema),
    /** What the learner may say now (intent labels and standard scripts); empty once finished. */
    hints: z.array(z.object({ label: z.string(), normtext: z.string() }).strict()),
    /** The learner's answer time at this turn (send `practice:timeout` when it runs out); null: none. */
    answertimeoutms: z.number().nullable(),
    /** The silence time (send `practice:silence` when the learner has said nothing for it); null: none. */
    silencems: z.number().nullable(),
    /** The learner may pause the session now (the organisation's scene-practice options; never once finished). */
    pausable: z.boolean(),
    /** A role-play (docs/scenario-format.md §5a): the model is the customer, its replies come as `practice:sentence` pushes and may be interrupted. */
    roleplay: z.boolean(),
    /** The ringtone played once as the call begins, before the customer's opening; null: none, or once finished. */
    ringtone: practiceCallSoundSchema.nullable(),
    /** The background ambience looped quietly under the call; null: none, or once finished. */
    ambience: practiceCallSoundSchema.nullable(),
    startedat: z.string(),
    pausedat: z.string().nullable(),
    finishedat: z.string().nullable(),
    /** The voiceprint check of who practised (docs/voiceprint.md "Who is practising"); absent from live answers and older servers. */
    voicecheck: voiceCheckSummarySchema.nullable().optional(),
  })
  .strict();
export type PracticeSessionView = z.infer<typeof practiceSessionViewSchema>;

/**
 * `practice:sentence` (server → learner): one sentence of a role-play customer's reply, voiced, sent
 * as soon as it is — `index` its place in the reply to turn `seq` (0: the opening). The acknowledgement
 * of the turn then carries no lines: they came this way.
 */
export const practiceSentenceSchema = z
  .object({ sessionId: z.string(), seq: z.number().int().min(0), index: z.number().int().min(0), line: practiceCustomerLineSchema })
  .strict();
export type PracticeSentence = z.infer<typeof practiceSentenceSchema>;

/**
 * `practice:interrupt` — the learner cut the customer short: of its reply to turn `seq` (0: the
 * opening) they heard `heard` sentences, the last perhaps in part. The rest is not said and leaves
 * the transcript, so the model hears only what the learner did.
 */
export const practiceInterruptSchema = z.object({ sessionId: id, seq: z.number().int().min(0), heard: z.number().int().min(0) }).strict();
export const practiceInterruptReplySchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true) }).strict(),
  z.object({ ok: z.literal(false), errcode: z.number().int(), errmsg: z.string() }).strict(),
]);

/** Every acknowledgement: the session and the lines just spoken (with audio), or a translated refusal. */
export const practiceSessionReplySchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), session: practiceSessionViewSchema, lines: z.array(practiceCustomerLineSchema) }).strict(),
  z.object({ ok: z.literal(false), errcode: z.number().int(), errmsg: z.string() }).strict(),
]);
export type PracticeSessionReply = z.infer<typeof practiceSessionReplySchema>;

/** `GET api/trainning/v3/practice/session/{id}`. */
export const practiceSessionResponseSchema = z.object({ successed: z.literal(true), session: practiceSessionViewSchema }).strict();

/** The largest learner recording of one answer (mp3 16 kbps: about 16 minutes). */
export const PRACTICE_RECORDING_BYTES = 2 * 1024 * 1024;

/** `POST api/trainning/v3/practice/session/{id}/turn/{seq}/audio` — the turn now has its recording (kept once). */
export const practiceTurnAudioResponseSchema = z.object({ successed: z.literal(true), seq: z.number().int(), size: z.number().int() }).strict();

/** A scenario the learner may practise freely: an enabled scenario of the learner's organisation. */
export const practiceScenarioSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    category: z.string(),
    description: z.string(),
    /** The scenario's customer (persona) name; '' when it has none. */
    customername: z.string(),
    /** How many media images the scenario has (served with the scenario editor's files). */
    images: z.number().int(),
  })
  .strict();
export type PracticeScenarioSummary = z.infer<typeof practiceScenarioSummarySchema>;

/** `GET api/trainning/v3/practice/scenarios` — the enabled scenarios for free practice, by name. */
export const practiceScenarioListResponseSchema = z.object({ successed: z.literal(true), rows: z.array(practiceScenarioSummarySchema) }).strict();
