import { z } from 'zod';
import { DIALOGUE_LIMITS, NODE_TYPES } from '../dialogue/schema.js';

/** Limits of one simulator run: scripts per run and learner events per script. */
export const SIMULATE_SCRIPTS_MAX = 20;
export const SIMULATE_EVENTS_MAX = 50;
export const SIMULATE_SCRIPT_NAME_MAX = 20;

const simulateEventSchema = z.union([
  z
    .string()
    .max(DIALOGUE_LIMITS.utteranceMax, { error: 'practiceAdmin.rules.simulateUtteranceTooLong' })
    .transform((text) => ({ type: 'utterance' as const, text })),
  z.object({ type: z.literal('utterance'), text: z.string().max(DIALOGUE_LIMITS.utteranceMax, { error: 'practiceAdmin.rules.simulateUtteranceTooLong' }) }),
  z.object({ type: z.enum(['silence', 'answerTimeout', 'end']) }),
]);

/** `POST api/admin/material/scene/{id}/simulate`: learner scripts to run through the stored scenario. */
export const scenarioSimulateBodySchema = z.object({
  scripts: z
    .array(
      z.object({
        name: z
          .string()
          .trim()
          .min(1, { error: 'practiceAdmin.rules.simulateNameRequired' })
          .max(SIMULATE_SCRIPT_NAME_MAX, { error: 'practiceAdmin.rules.simulateNameTooLong' }),
        events: z
          .array(simulateEventSchema)
          .min(1, { error: 'practiceAdmin.rules.simulateEventsRequired' })
          .max(SIMULATE_EVENTS_MAX, { error: 'practiceAdmin.rules.simulateEventsTooMany' }),
      }),
    )
    .min(1, { error: 'practiceAdmin.rules.simulateScriptsRequired' })
    .max(SIMULATE_SCRIPTS_MAX, { error: 'practiceAdmin.rules.simulateScriptsTooMany' }),
});
export type ScenarioSimulateBody = z.output<typeof scenarioSimulateBodySchema>;

const coverageNodeSchema = z.object({ id: z.string(), name: z.string(), type: z.enum(NODE_TYPES) });
const deadEndSchema = z.object({
  script: z.string(),
  node: z.string(),
  nodeName: z.string(),
  reason: z.enum(['noMatch', 'nonStandardLimit', 'silenceLimit', 'flowError']),
  text: z.string().nullable(),
});

/** The coverage report of `POST scene/{id}/simulate` (shared `dialogue.coverage`). */
export const coverageReportSchema = z.object({
  scripts: z.array(
    z.object({
      name: z.string(),
      nodes: z.array(z.string()),
      intents: z.array(z.object({ node: z.string(), id: z.string(), label: z.string() })),
      endReason: z.enum(['completed', 'requested', 'silenceLimit', 'nonStandardLimit', 'flowError']).nullable(),
      stoppedAt: z.string(),
      deadEnd: deadEndSchema.nullable(),
    }),
  ),
  unreachedNodes: z.array(coverageNodeSchema),
  unmatchedIntents: z.array(z.object({ node: z.string(), nodeName: z.string(), id: z.string(), label: z.string() })),
  deadEnds: z.array(deadEndSchema),
  unreachableNodes: z.array(coverageNodeSchema),
});
export const scenarioSimulateResponseSchema = z.object({ successed: z.literal(true), report: coverageReportSchema });
