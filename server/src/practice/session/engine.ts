import { dialogue } from '@peilian/shared';
import { speechLines } from '../../data/practiceSessions.js';
import type { StoredCustomerLine } from '../../db/schema/index.js';
import type { AppDeps } from '../../http/context.js';
import { organisationLexicon } from '../lexicon.js';

/** The dialogue engine as a session runs it: options from the organisation's libraries, effects read back. */

/** Every text of the flow whose characters the lexicon may need readings for (homophones). */
function flowText(scenario: dialogue.Scenario): string {
  return scenario.flow.nodes.flatMap((node) => node.transitions.flatMap((t) => [t.normtext, t.keywords, ...t.speeches])).join(' ');
}

/** The library speeches a flow names, by id. */
export type FlowSpeeches = NonNullable<dialogue.DialogueOptions['speeches']>;

export function flowSpeeches(deps: AppDeps, orgId: string, scenario: dialogue.Scenario): Promise<FlowSpeeches> {
  const ids = scenario.flow.nodes.flatMap((node) => node.transitions.map((t) => t.speechid));
  ids.push(scenario.specialRules.silence.replySpeechId, scenario.specialRules.nonStandard.alertSpeechId);
  return speechLines(deps.db, orgId, ids.filter(Boolean));
}

/** Engine options: the lexicon for this utterance and the flow's texts, and the library speeches the flow names (read unless given). */
export async function engineOptions(
  deps: AppDeps,
  orgId: string,
  scenario: dialogue.Scenario,
  utterance: string,
  seed: number,
  speeches?: FlowSpeeches,
): Promise<dialogue.DialogueOptions> {
  const [lexicon, named] = await Promise.all([
    organisationLexicon(deps.db, orgId, `${utterance} ${flowText(scenario)}`),
    speeches ?? flowSpeeches(deps, orgId, scenario),
  ]);
  return { lexicon, speeches: named, seed };
}

/** The customer's lines among the effects, in order. */
export function customerLines(effects: readonly dialogue.DialogueEffect[]): StoredCustomerLine[] {
  return effects.flatMap((effect) => (effect.type === 'customerSays' ? [{ text: effect.text, emotion: effect.emotion, cause: effect.cause }] : []));
}

export function endOf(effects: readonly dialogue.DialogueEffect[]): dialogue.SessionSummary | null {
  for (const effect of effects) if (effect.type === 'sessionEnded') return effect.summary;
  return null;
}

export function turnOf(effects: readonly dialogue.DialogueEffect[]): dialogue.TurnScore | null {
  for (const effect of effects) if (effect.type === 'turnScored') return effect.score;
  return null;
}

export function ignoredOf(effects: readonly dialogue.DialogueEffect[]): dialogue.IgnoreReason | null {
  for (const effect of effects) if (effect.type === 'eventIgnored') return effect.reason;
  return null;
}

/** The stored document as the engine's scenario (null when it no longer parses). */
export function scenarioOf(document: Record<string, unknown>): dialogue.Scenario | null {
  const parsed = dialogue.scenarioSchema.safeParse(document);
  return parsed.success ? parsed.data : null;
}
