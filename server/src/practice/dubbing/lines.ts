import { dialogue, type DubbingScope } from '@peilian/shared';
import { scriptedSources } from '../../data/practice/voiceClips.js';
import type { ScenarioRow } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import { clipTextHash } from '../clipText.js';
import { scenarioOf } from '../session/engine.js';
import { organisationPracticeOf } from '../settings/commands.js';

/**
 * The lines a dubbing task voices (docs/practice.md "Dubbing tasks"), each as a session would say it:
 * the text the customer speaks (a library line: its speech's text) with the emotion the flow gives
 * it, so live practice finds the clip by the same text and emotion.
 */

export interface ScriptLine {
  text: string;
  hash: string;
  emotion: number;
}

type Speeches = ReadonlyMap<string, { text: string; emotion: number }>;
interface Said {
  text: string;
  emotion: number;
}

/**
 * What a scenario's customer may say, the organisation's special rules applied as a session applies
 * them (`dialogue.effectiveScenario`): the custom and library lines of its flow, the silence reply
 * and the alert line, and a role-play's first words.
 */
function scenarioSaid(scenario: dialogue.Scenario, speeches: Speeches): Said[] {
  const said = (text: string, speechId: string, emotion: number): Said => ({ text: (speechId && speeches.get(speechId)?.text) || text, emotion });
  const lines = scenario.flow.nodes.flatMap((node) =>
    node.transitions.flatMap((t) => {
      if (t.speechtype === dialogue.SPEECH_TYPES.custom) return [said(t.specifytext, '', t.emotion)];
      if (t.speechtype === dialogue.SPEECH_TYPES.library) return [said(t.specifytext || t.normtext, t.speechid, t.emotion)];
      return [];
    }),
  );
  const { silence, nonStandard } = scenario.specialRules;
  lines.push(said(silence.replyText, silence.replySpeechId, silence.emotion), said(nonStandard.alertText, nonStandard.alertSpeechId, nonStandard.emotion));
  if (scenario.roleplay?.opening) lines.push({ text: scenario.roleplay.opening, emotion: 0 });
  return lines;
}

/** Distinct non-blank lines (by text and emotion) in the order first said. */
function distinct(lines: readonly Said[]): ScriptLine[] {
  const kept = new Map<string, ScriptLine>();
  for (const line of lines) {
    const text = line.text.trim();
    if (!text) continue;
    const hash = clipTextHash(text);
    const key = `${hash}:${line.emotion}`;
    if (!kept.has(key)) kept.set(key, { text, hash, emotion: line.emotion });
  }
  return [...kept.values()];
}

/**
 * The lines of a task of `scope`: one scenario's (`scenario`), the enabled speeches of the library
 * (`library`), or both for every scenario of the organisation (`all`).
 */
export async function scopeLines(db: Db, orgId: string, scope: DubbingScope, scenario?: ScenarioRow): Promise<ScriptLine[]> {
  const sources = await scriptedSources(db, orgId, scope !== 'all');
  const speeches: Speeches = new Map(sources.speeches.map((speech) => [speech.id, speech]));
  const library = scope === 'scenario' ? [] : sources.speeches.filter((speech) => speech.disabled === 0);
  const documents = scope === 'scenario' ? (scenario ? [scenario.document] : []) : scope === 'all' ? sources.documents : [];
  const organisation = documents.length ? await organisationPracticeOf(db, orgId) : undefined;
  const flows = documents.flatMap((document) => {
    const parsed = scenarioOf(document);
    return parsed && organisation ? scenarioSaid(dialogue.effectiveScenario(parsed, organisation), speeches) : [];
  });
  return distinct([...library, ...flows]);
}
