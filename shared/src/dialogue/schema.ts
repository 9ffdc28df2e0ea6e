import { z } from 'zod';
import { ASR_LANGUAGES } from '../limits.js';
import { roleplayBriefSchema } from './roleplaySchema.js';

/**
 * The scenario export/import format (admin-back-office §3 "Scenario" and "Flow node"), documented in
 * docs/scenario-format.md. The schema checks shape and types only; every limit and flow rule is a
 * coded rule in `validate.ts`, so an import reports all of its problems at once, each with its code.
 */

/** Node types of admin §3. */
export const NODE_TYPES = ['start', 'customer', 'student', 'question', 'end'] as const;
export type NodeType = (typeof NODE_TYPES)[number];

/** Where a transition's spoken line comes from: none, the custom `specifytext`, or the speech library. */
export const SPEECH_TYPES = { none: 0, custom: 1, library: 2 } as const;
export type SpeechType = (typeof SPEECH_TYPES)[keyof typeof SPEECH_TYPES];

/**
 * Emotions 0–6 (admin §3 enumerations). The spec numbers them without names; these are ours, in the
 * order the digital-human voice templates expose them.
 */
export const EMOTIONS = ['normal', 'happy', 'angry', 'sad', 'surprised', 'doubtful', 'impatient'] as const;
export type EmotionName = (typeof EMOTIONS)[number];

/** Intention calculation: keyword expressions only, similarity only, or both (keywords first). */
export const INTENT_MODES = ['keywords', 'similarity', 'both'] as const;
export type IntentMode = (typeof INTENT_MODES)[number];

/** What happens when the non-standard answer limit is reached. */
export const NON_STANDARD_ACTIONS = ['continue', 'hangup'] as const;

/** Draft while incomplete (admin §4); enabled only when complete; disabled by choice. */
export const SCENARIO_STATUSES = ['draft', 'enabled', 'disabled'] as const;
export type ScenarioStatus = (typeof SCENARIO_STATUSES)[number];

/** The format version written by export; import accepts it or nothing. */
export const SCENARIO_FORMAT_VERSION = 1;

/** Ids may arrive as numbers from older exports; they are kept as strings. */
const idSchema = z.union([z.string(), z.number().transform(String)]);
const optionalId = idSchema.default('');

export const transitionSchema = z.object({
  id: idSchema,
  /** Target node id; '' while the intent has no line yet. */
  node: optionalId,
  /** Intent name shown on the line. */
  label: z.string().default(''),
  /** Standard script: what the learner is expected to say (learner nodes). */
  normtext: z.string().default(''),
  speechtype: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
  emotion: z.number().int().default(0),
  /** Custom line the customer speaks when `speechtype` is 1. */
  specifytext: z.string().default(''),
  /** Speech-library catalogue and speech when `speechtype` is 2; the speech id is the audio reference. */
  catid: optionalId,
  speechid: optionalId,
  /** Similar speeches: other ways a learner may say this intent. */
  speeches: z.array(z.string()).default([]),
  /** Answer keywords: `,` = and, `|` = or, `|` binding tighter (`价格,优惠|折扣`). */
  keywords: z.string().default(''),
  /** Reference scripts: model answers shown to the learner as hints; not used for matching. */
  scripts: z.array(z.string()).default([]),
});
export type Transition = z.output<typeof transitionSchema>;

export const flowNodeSchema = z.object({
  id: idSchema,
  name: z.string().default(''),
  type: z.enum(NODE_TYPES),
  /** Editor position in px at 100% zoom. */
  left: z.number().default(0),
  top: z.number().default(0),
  /** The editor's display state of the node; kept as is, ignored by the engine. */
  state: z.string().default(''),
  /** The node's intents, each with at most one outgoing line. */
  transitions: z.array(transitionSchema).default([]),
  /**
   * Free talk (customer nodes): with the organisation's AI customer (aillm) on, a language model may
   * say the node's line in its own words; the flow still picks the line and the next node, and the
   * scripted line is the fallback. Absent = false; ignored on other node types.
   */
  freetalk: z.boolean().optional(),
});
export type FlowNode = z.output<typeof flowNodeSchema>;

export const flowSchema = z.object({ nodes: z.array(flowNodeSchema) });
export type Flow = z.output<typeof flowSchema>;

export const silenceRuleSchema = z.object({
  enabled: z.boolean(),
  timeoutSeconds: z.number().default(10),
  maxTriggers: z.number().int().default(3),
  replyText: z.string().default(''),
  replySpeechId: optionalId,
  emotion: z.number().int().default(0),
});
export type SilenceRule = z.output<typeof silenceRuleSchema>;

export const nonStandardRuleSchema = z.object({
  enabled: z.boolean(),
  maxAnswers: z.number().int().default(3),
  firstAlertAt: z.number().int().default(1),
  /** Seconds the learner has to answer at a learner node; 0 = no limit. */
  answerTimeoutSeconds: z.number().default(0),
  onExceeded: z.enum(NON_STANDARD_ACTIONS).default('continue'),
  alertText: z.string().default(''),
  alertSpeechId: optionalId,
  emotion: z.number().int().default(0),
});
export type NonStandardRule = z.output<typeof nonStandardRuleSchema>;

/** Special rules of admin §3: student silence and non-standard answers. */
export const specialRulesSchema = z.object({
  silence: silenceRuleSchema,
  nonStandard: nonStandardRuleSchema,
});
export type SpecialRules = z.output<typeof specialRulesSchema>;

export const scenarioSchema = z.object({
  version: z.literal(SCENARIO_FORMAT_VERSION).default(SCENARIO_FORMAT_VERSION),
  name: z.string(),
  category: idSchema,
  /** Usage description. */
  description: z.string().default(''),
  /** Intention calculation. */
  intentMode: z.enum(INTENT_MODES),
  /**
   * Intention similarity threshold in percent (0–100). This and `crossNode` / `smartBreak`: absent =
   * the organisation's practice algorithm (`effectiveScenario`; docs/practice.md).
   */
  intentSimilarity: z.number().optional(),
  specialRules: specialRulesSchema,
  /** Cross-node calculation: an unmatched answer may match another learner node's intent. */
  crossNode: z.boolean().optional(),
  /** Smart break: the learner may interrupt the customer; filler words do not interrupt. */
  smartBreak: z.boolean().optional(),
  status: z.enum(SCENARIO_STATUSES).default('draft'),
  /** Scenario keywords: expressions the learner should say at some point of the session. */
  keywords: z.array(z.string()).default([]),
  /** End-of-utterance pause in seconds, passed to the host's recogniser. */
  waitSeconds: z.number().default(2),
  /**
   * The recognition language of the learner's spoken answers, an engine code of the provider
   * (`ASR_LANGUAGES`, admin §9); absent = the language the customer speaks (docs/practice.md).
   */
  recognitionLanguage: z.enum(ASR_LANGUAGES).optional(),
  /** A role-play: the model plays the customer throughout, from this brief (`roleplaySchema.ts`); absent = the flow's customer. */
  roleplay: roleplayBriefSchema.optional(),
  flow: flowSchema,
});
export type Scenario = z.output<typeof scenarioSchema>;
/** A scenario as written in a file: defaults may be left out. */
export type ScenarioInput = z.input<typeof scenarioSchema>;

/**
 * Limits the spec leaves open, named once here. The spec's own numbers (name 20, description 100,
 * 5 intents, 10 reference scripts, 10 similar speeches, speech text 200, keywords 10, emotions 0–6)
 * come from `limits.ts`.
 */
export const DIALOGUE_LIMITS = {
  nodeNameMax: 20,
  labelMax: 20,
  idMax: 64,
  nodesMax: 200,
  silenceTimeoutSeconds: { min: 1, max: 300 },
  silenceTriggers: { min: 1, max: 10 },
  nonStandardAnswers: { min: 1, max: 10 },
  answerTimeoutSeconds: { min: 0, max: 600 },
  waitSeconds: { min: 0, max: 30 },
  utteranceMax: 1000,
  scenarioKeywordsMax: 10,
} as const;

/**
 * The practice algorithm a scenario follows when it leaves a field out and its organisation set
 * nothing (`arithmetic`; the spec gives no numbers: 60 % is the new-scenario value the editor always
 * offered, the two switches off as before).
 */
export const PRACTICE_ALGORITHM_DEFAULTS = { intentSimilarity: 60, crossNode: false, smartBreak: false } as const;
