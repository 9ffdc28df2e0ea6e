import { z } from 'zod';
import { start, step } from './engine.js';
import { lexiconSchema } from './lexicon.js';
import type { Scenario } from './schema.js';
import { DIALOGUE_LIMITS } from './schema.js';
import type { TermHit } from './keywords.js';
import type { TurnScore, WordHit } from './scoring.js';
import { turnScore } from './sessionScoring.js';
import type { DialogueEffect, DialogueEvent, DialogueOptions, DialogueState, EndReason, IgnoreReason, SessionSummary, SpeechCause } from './types.js';

/**
 * Running a list of learner events through a scenario without a live session: the headless CLI
 * (`pnpm practice run`) and the pre-publish simulator. The dialogue file format is documented in
 * docs/scenario-format.md.
 */

/** Gap assumed between two learner events written without a time. */
export const SCRIPT_DEFAULT_GAP_MS = 4000;

const optionalTime = z.number().finite().nonnegative().optional();

const scriptEventSchema = z.union([
  z
    .string()
    .max(DIALOGUE_LIMITS.utteranceMax)
    .transform((text) => ({ type: 'utterance' as const, text })),
  z.object({
    type: z.literal('utterance'),
    text: z.string().max(DIALOGUE_LIMITS.utteranceMax),
    time: optionalTime,
    duringCustomerSpeech: z.boolean().optional(),
  }),
  z.object({ type: z.enum(['silence', 'answerTimeout', 'end']), time: optionalTime }),
]);
export type ScriptEvent = z.output<typeof scriptEventSchema>;

/** A dialogue file: learner events, and optionally the word libraries, speech library and seed. */
export const dialogueScriptSchema = z.object({
  seed: z.number().int().optional(),
  lexicon: lexiconSchema.optional(),
  speeches: z.record(z.string(), z.object({ text: z.string(), emotion: z.number().int().optional() })).optional(),
  events: z.array(scriptEventSchema),
});
export type DialogueScript = z.output<typeof dialogueScriptSchema>;

/** One line of a run: what one event did. */
export interface TurnRow {
  /** Learner turn number for scored turns; 0 for the opening; null otherwise. */
  turn: number | null;
  event: 'start' | DialogueEvent['type'];
  time: number;
  /** Where the learner was when the event came. */
  node: string | null;
  text: string | null;
  intent: { node: string; id: string; label: string } | null;
  match: string | null;
  similarity: number | null;
  crossNode: boolean;
  customer: { text: string; emotion: number; speechId: string | null; cause: SpeechCause }[];
  /** Nodes entered because of this event, in order. */
  entered: string[];
  /** Where the learner is afterwards. */
  next: string;
  keywords: { expression: string; hit: TermHit[]; missed: string[][] } | null;
  sensitive: WordHit[];
  polite: WordHit[];
  score: { outcome: string; reference: string | null; similarity: number; wording: number | null; quality: number | null; points: number } | null;
  nonStandard: { count: number; alert: boolean; timeout: boolean } | null;
  silence: { count: number } | null;
  ignored: IgnoreReason | null;
  ended: EndReason | null;
}

/** Writes what one effect did into its event's row. */
function noteEffect(row: TurnRow, effect: DialogueEffect): void {
  if (effect.type === 'customerSays') row.customer.push({ text: effect.text, emotion: effect.emotion, speechId: effect.speechId, cause: effect.cause });
  else if (effect.type === 'nodeEntered') row.entered.push(effect.nodeId);
  else if (effect.type === 'transitionChosen' && effect.match !== 'auto' && !row.intent) {
    row.intent = { node: effect.fromNodeId, id: effect.intentId, label: effect.label };
    row.match = effect.match;
    row.similarity = effect.similarity;
    row.crossNode = effect.crossNode;
  } else if (effect.type === 'turnScored') {
    const s = effect.score;
    row.turn = s.turn;
    row.keywords = s.keywords && { expression: s.keywords.expression, hit: s.keywords.hit, missed: s.keywords.missed };
    row.sensitive = s.sensitive;
    row.polite = s.polite;
    row.score = {
      outcome: s.outcome,
      reference: s.reference?.intentId ?? null,
      similarity: s.similarity,
      wording: s.wording?.accuracy ?? null,
      quality: s.quality?.value ?? null,
      points: turnScore(s),
    };
  } else if (effect.type === 'nonStandardAnswer') row.nonStandard = { count: effect.count, alert: effect.alert, timeout: effect.timeout };
  else if (effect.type === 'silenceDetected') row.silence = { count: effect.count };
  else if (effect.type === 'eventIgnored') row.ignored = effect.reason;
  else if (effect.type === 'sessionEnded') row.ended = effect.reason;
}

/** Summarises the effects of one event as a row. */
export function turnRow(
  event: TurnRow['event'],
  time: number,
  node: string | null,
  text: string | null,
  effects: DialogueEffect[],
  after: DialogueState,
): TurnRow {
  const row: TurnRow = {
    turn: event === 'start' ? 0 : null,
    event,
    time,
    node,
    text,
    intent: null,
    match: null,
    similarity: null,
    crossNode: false,
    customer: [],
    entered: [],
    next: after.session.nodeId,
    keywords: null,
    sensitive: [],
    polite: [],
    score: null,
    nonStandard: null,
    silence: null,
    ignored: null,
    ended: null,
  };
  for (const effect of effects) noteEffect(row, effect);
  return row;
}

/** The time of a script event written without one: a gap after the last, or when its timer would fire. */
function timeOf(item: ScriptEvent, state: DialogueState, scenario: Scenario): number {
  if ('time' in item && item.time !== undefined) return item.time;
  const { session } = state;
  const { silence, nonStandard } = scenario.specialRules;
  if (item.type === 'silence') return Math.max(session.time, session.lastActivityAt + silence.timeoutSeconds * 1000);
  if (item.type === 'answerTimeout') return Math.max(session.time, session.turnStartedAt + nonStandard.answerTimeoutSeconds * 1000);
  return session.time + SCRIPT_DEFAULT_GAP_MS;
}

export interface DialogueRun {
  rows: TurnRow[];
  state: DialogueState;
  /** The summary when the session ended, else null (the script stopped first). */
  summary: SessionSummary | null;
  /** Every learner turn's scoring inputs and score (`turnScore`), for `sessionResult`. */
  turns: { inputs: TurnScore; score: number }[];
}

/** Runs a dialogue script through a scenario: the opening, then one row per event. */
export function runDialogue(scenario: Scenario, script: DialogueScript, options: DialogueOptions = {}): DialogueRun {
  const opts: DialogueOptions = {
    ...options,
    lexicon: options.lexicon ?? script.lexicon,
    speeches: options.speeches ?? script.speeches,
    seed: options.seed ?? script.seed,
  };
  const opened = start(scenario, opts);
  let state = opened.state;
  let summary = findSummary(opened.effects);
  const rows = [turnRow('start', state.session.time, null, null, opened.effects, state)];
  const turns: DialogueRun['turns'] = [];
  for (const item of script.events) {
    const time = timeOf(item, state, scenario);
    const event: DialogueEvent =
      item.type === 'utterance'
        ? { type: 'utterance', text: item.text, time, ...('duringCustomerSpeech' in item && item.duringCustomerSpeech ? { duringCustomerSpeech: true } : {}) }
        : { type: item.type, time };
    const before = state.session.nodeId;
    const result = step(state, event);
    state = result.state;
    summary = summary ?? findSummary(result.effects);
    for (const effect of result.effects) if (effect.type === 'turnScored') turns.push({ inputs: effect.score, score: turnScore(effect.score) });
    rows.push(turnRow(event.type, time, before, event.type === 'utterance' ? event.text : null, result.effects, state));
  }
  return { rows, state, summary, turns };
}

function findSummary(effects: DialogueEffect[]): SessionSummary | null {
  const ended = effects.find((e) => e.type === 'sessionEnded');
  return ended?.type === 'sessionEnded' ? ended.summary : null;
}
