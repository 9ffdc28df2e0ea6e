import { z } from 'zod';
import { NON_STANDARD_ACTIONS, PRACTICE_ALGORITHM_DEFAULTS, type Scenario, type SpecialRules } from './schema.js';

/**
 * The organisation's practice settings (admin §3 "Admin settings" special rules, `adminsetting`; the
 * practice algorithm, `arithmetic`) and how a scenario combines with them (docs/practice.md
 * "Organisation rules and the practice algorithm").
 */

/** The organisation's practice algorithm: what a scenario that leaves the field out follows. */
export interface PracticeAlgorithm {
  /** Intention similarity threshold in percent (0–100). */
  intentSimilarity: number;
  crossNode: boolean;
  smartBreak: boolean;
}

/** What an organisation sets for live practice; `organisationPractice` reads it with defaults. */
export interface OrganisationPractice {
  specialRules: SpecialRules;
  algorithm: PracticeAlgorithm;
}

/**
 * The organisation's special rules before any are set: both off (a scenario's own rules stay as
 * they are), with the scenario editor's starting values.
 */
export const ORGANISATION_SPECIAL_RULES_DEFAULTS: SpecialRules = {
  silence: { enabled: false, timeoutSeconds: 10, maxTriggers: 3, replyText: '', replySpeechId: '', emotion: 0 },
  nonStandard: {
    enabled: false,
    maxAnswers: 3,
    firstAlertAt: 1,
    answerTimeoutSeconds: 0,
    onExceeded: 'continue',
    alertText: '',
    alertSpeechId: '',
    emotion: 0,
  },
};

/** Where they are kept in the organisation's settings. */
export const ORGANISATION_PRACTICE_KEYS = { specialRules: 'practiceSpecialRules', algorithm: 'practiceAlgorithm' } as const;

const storedRules = z.object({
  silence: z.object({
    enabled: z.boolean(),
    timeoutSeconds: z.number(),
    maxTriggers: z.number().int(),
    replyText: z.string(),
    emotion: z.number().int(),
  }),
  nonStandard: z.object({
    enabled: z.boolean(),
    maxAnswers: z.number().int(),
    firstAlertAt: z.number().int(),
    answerTimeoutSeconds: z.number(),
    onExceeded: z.enum(NON_STANDARD_ACTIONS),
    alertText: z.string(),
    emotion: z.number().int(),
  }),
});
const storedAlgorithm = z.object({ intentSimilarity: z.number().min(0).max(100), crossNode: z.boolean(), smartBreak: z.boolean() });

/**
 * The organisation's practice settings from its settings object: what it stored, or the defaults
 * for what it did not (or for a value that no longer has the shape).
 */
export function organisationPractice(settings: Readonly<Record<string, unknown>> | undefined): OrganisationPractice {
  const rules = storedRules.safeParse(settings?.[ORGANISATION_PRACTICE_KEYS.specialRules]);
  const algorithm = storedAlgorithm.safeParse(settings?.[ORGANISATION_PRACTICE_KEYS.algorithm]);
  const defaults = ORGANISATION_SPECIAL_RULES_DEFAULTS;
  return {
    specialRules: rules.success
      ? {
          silence: { ...rules.data.silence, replySpeechId: '' },
          nonStandard: { ...rules.data.nonStandard, alertSpeechId: '' },
        }
      : { silence: { ...defaults.silence }, nonStandard: { ...defaults.nonStandard } },
    algorithm: algorithm.success ? algorithm.data : { ...PRACTICE_ALGORITHM_DEFAULTS },
  };
}

/**
 * The scenario a live session (and the simulator) plays: a special rule the scenario switches on
 * is its own, one it switches off is the organisation's (on or off); each algorithm field the
 * scenario leaves out is the organisation's. Every field comes out set, so the session's stored
 * copy no longer depends on the organisation.
 */
export function effectiveScenario(scenario: Scenario, organisation: OrganisationPractice): Scenario {
  const { silence, nonStandard } = scenario.specialRules;
  const { algorithm } = organisation;
  return {
    ...scenario,
    specialRules: {
      silence: silence.enabled ? silence : organisation.specialRules.silence,
      nonStandard: nonStandard.enabled ? nonStandard : organisation.specialRules.nonStandard,
    },
    intentSimilarity: scenario.intentSimilarity ?? algorithm.intentSimilarity,
    crossNode: scenario.crossNode ?? algorithm.crossNode,
    smartBreak: scenario.smartBreak ?? algorithm.smartBreak,
  };
}
