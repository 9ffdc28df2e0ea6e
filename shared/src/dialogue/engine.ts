import { buildContext } from './context.js';
import { awaitLearner, copySession, endSession, enterNode, follow, linkedTransitions, ruleLine, say, type Run } from './flowRun.js';
import { bestMatch, closestIntent, evaluateIntent, prepareUtterance, type IntentEvaluation, type Utterance } from './matcher.js';
import { seedOf } from './random.js';
import { PRACTICE_ALGORITHM_DEFAULTS, type Scenario } from './schema.js';
import { scoreTurn } from './scoring.js';
import type { DialogueContext, DialogueEvent, DialogueOptions, DialogueResult, DialogueState, IgnoreReason, SessionState } from './types.js';

/**
 * The dialogue engine: a pure state machine over a scenario flow. `start` opens a session and runs
 * up to the learner's first turn; `step` takes one event and returns the next state and the effects
 * (customer lines, transitions, scores, the end). No timers, I/O, clock or hidden randomness: time
 * comes in events, and the only random choice (a customer node with several lines) uses a seeded
 * source kept in the state.
 */

const DEFAULT_SEED = 1;

/** A session's state before its first event. */
export function newSession(time: number, seed: number, keywordCount: number): SessionState {
  return {
    version: 1,
    status: 'awaiting',
    nodeId: '',
    time,
    turnStartedAt: time,
    lastActivityAt: time,
    turns: 0,
    consecutiveSilences: 0,
    nonStandardAtNode: 0,
    totals: { nonStandardAnswers: 0, timeouts: 0, silences: 0 },
    path: [],
    rng: seedOf(seed),
    scenarioKeywordTurns: Array.from({ length: keywordCount }, () => null),
    endReason: null,
  };
}

/** Opens a session: enters the start node and runs until the learner must speak (or the flow ends). */
export function start(scenario: Scenario, options: DialogueOptions = {}): DialogueResult {
  const context = buildContext(scenario, options);
  const session = newSession(options.time ?? 0, options.seed ?? DEFAULT_SEED, context.scenarioKeywords.length);
  const run: Run = { ctx: context, s: session, effects: [] };
  const first = scenario.flow.nodes.find((node) => node.type === 'start');
  if (first) enterNode(run, first.id);
  else endSession(run, 'flowError');
  return { state: { context, session }, effects: run.effects };
}

/** Rebuilds the engine state from a stored session (after a reconnect or on another server process). */
export function resume(scenario: Scenario, options: DialogueOptions, session: SessionState): DialogueState {
  return { context: buildContext(scenario, options), session: copySession(session) };
}

function ignored(state: DialogueState, event: DialogueEvent, reason: IgnoreReason): DialogueResult {
  return { state, effects: [{ type: 'eventIgnored', event: event.type, reason }] };
}

/** True when the text is nothing but filler words ("嗯嗯好的"). */
function onlyFillers(text: string, fillers: ReadonlySet<string>): boolean {
  const ok: boolean[] = [true];
  for (let end = 1; end <= text.length; end += 1) {
    ok[end] = [...fillers].some((f) => f.length <= end && ok[end - f.length] === true && text.startsWith(f, end - f.length));
  }
  return text.length > 0 && ok[text.length] === true;
}

/** Counts a non-standard answer at the current node and applies the non-standard rule. */
function nonStandard(run: Run, timeout: boolean): void {
  const { s, ctx } = run;
  const node = ctx.nodes.get(s.nodeId);
  if (!node) return endSession(run, 'flowError');
  const rule = ctx.scenario.specialRules.nonStandard;
  s.totals.nonStandardAnswers += 1;
  if (timeout) s.totals.timeouts += 1;
  s.nonStandardAtNode += 1;
  const count = s.nonStandardAtNode;
  if (rule.enabled && count >= rule.maxAnswers) {
    run.effects.push({ type: 'nonStandardAnswer', nodeId: node.id, count, max: rule.maxAnswers, alert: false, timeout });
    if (rule.onExceeded === 'hangup') return endSession(run, 'nonStandardLimit');
    const next = linkedTransitions(ctx, node)[0];
    const intent = next && ctx.intents.get(node.id)?.find((i) => i.transition.id === next.id);
    return intent ? follow(run, intent, 'forced', null, false) : endSession(run, 'flowError');
  }
  const alert = rule.enabled && count >= rule.firstAlertAt;
  run.effects.push({ type: 'nonStandardAnswer', nodeId: node.id, count, max: rule.enabled ? rule.maxAnswers : null, alert, timeout });
  if (alert) say(run, ruleLine(rule.alertText, rule.alertSpeechId, rule.emotion), node.id, null, 'alert');
  s.turnStartedAt = s.time;
  awaitLearner(run, node);
}

function evaluateAt(ctx: DialogueContext, nodeId: string, utterance: Utterance): IntentEvaluation[] {
  const threshold = ctx.scenario.intentSimilarity ?? PRACTICE_ALGORITHM_DEFAULTS.intentSimilarity;
  return (ctx.intents.get(nodeId) ?? []).map((intent) => evaluateIntent(intent, utterance, threshold));
}

function linkedOnly(ctx: DialogueContext, evaluations: IntentEvaluation[]): IntentEvaluation[] {
  return evaluations.filter((e) => e.intent.transition.node !== '' && ctx.nodes.has(e.intent.transition.node));
}

function onUtterance(state: DialogueState, event: Extract<DialogueEvent, { type: 'utterance' }>): DialogueResult {
  const { context: ctx } = state;
  const utterance = prepareUtterance(event.text, ctx.lexicon);
  if (!utterance.normalized.text) return ignored(state, event, 'emptyUtterance');
  const run: Run = { ctx, s: copySession(state.session), effects: [] };
  if (event.duringCustomerSpeech) {
    if (!ctx.scenario.smartBreak) return ignored(state, event, 'customerSpeaking');
    if (onlyFillers(utterance.normalized.text, ctx.lexicon.fillers)) return ignored(state, event, 'filler');
    run.effects.push({ type: 'customerInterrupted', nodeId: run.s.nodeId });
  }
  const { s } = run;
  s.time = event.time;
  s.lastActivityAt = event.time;
  s.consecutiveSilences = 0;
  s.turns += 1;
  const here = evaluateAt(ctx, s.nodeId, utterance);
  let chosen = bestMatch(linkedOnly(ctx, here));
  let crossNode = false;
  if (!chosen && ctx.scenario.crossNode) {
    const elsewhere = [...ctx.intents.keys()].filter((id) => id !== s.nodeId).flatMap((id) => evaluateAt(ctx, id, utterance));
    chosen = bestMatch(linkedOnly(ctx, elsewhere));
    crossNode = chosen !== null;
  }
  const score = scoreTurn({
    turn: s.turns,
    nodeId: s.nodeId,
    time: event.time,
    utterance,
    outcome: chosen ? 'matched' : 'nonStandard',
    chosen,
    match: chosen?.matched ?? null,
    crossNode,
    closest: chosen ? null : closestIntent(here),
    sensitive: ctx.lexicon.sensitive,
    polite: ctx.lexicon.polite,
    scenarioKeywords: ctx.scenarioKeywords,
  });
  for (const hit of score.scenarioKeywords) {
    const index = ctx.scenarioKeywords.findIndex((k) => k.source === hit.expression);
    if (index >= 0 && s.scenarioKeywordTurns[index] === null) s.scenarioKeywordTurns[index] = s.turns;
  }
  run.effects.push({ type: 'turnScored', score });
  if (chosen?.matched) follow(run, chosen.intent, chosen.matched, chosen.similarity, crossNode);
  else nonStandard(run, false);
  return { state: { context: ctx, session: s }, effects: run.effects };
}

function onSilence(state: DialogueState, event: DialogueEvent): DialogueResult {
  const { context: ctx, session } = state;
  const rule = ctx.scenario.specialRules.silence;
  if (!rule.enabled) return ignored(state, event, 'ruleDisabled');
  if (event.time - session.lastActivityAt < rule.timeoutSeconds * 1000) return ignored(state, event, 'stale');
  const run: Run = { ctx, s: copySession(session), effects: [] };
  const { s } = run;
  s.time = event.time;
  s.consecutiveSilences += 1;
  s.totals.silences += 1;
  run.effects.push({ type: 'silenceDetected', nodeId: s.nodeId, count: s.consecutiveSilences, max: rule.maxTriggers });
  const node = ctx.nodes.get(s.nodeId);
  if (s.consecutiveSilences > rule.maxTriggers || !node) endSession(run, node ? 'silenceLimit' : 'flowError');
  else {
    say(run, ruleLine(rule.replyText, rule.replySpeechId, rule.emotion), s.nodeId, null, 'silence');
    awaitLearner(run, node);
  }
  return { state: { context: ctx, session: s }, effects: run.effects };
}

function onAnswerTimeout(state: DialogueState, event: DialogueEvent): DialogueResult {
  const { context: ctx, session } = state;
  const rule = ctx.scenario.specialRules.nonStandard;
  if (!rule.enabled || rule.answerTimeoutSeconds <= 0) return ignored(state, event, 'ruleDisabled');
  if (event.time < session.turnStartedAt + rule.answerTimeoutSeconds * 1000) return ignored(state, event, 'stale');
  const run: Run = { ctx, s: copySession(session), effects: [] };
  const { s } = run;
  s.time = event.time;
  s.turns += 1;
  const score = scoreTurn({
    turn: s.turns,
    nodeId: s.nodeId,
    time: event.time,
    utterance: null,
    outcome: 'timeout',
    chosen: null,
    match: null,
    crossNode: false,
    closest: null,
    sensitive: ctx.lexicon.sensitive,
    polite: ctx.lexicon.polite,
    scenarioKeywords: [],
  });
  run.effects.push({ type: 'turnScored', score });
  nonStandard(run, true);
  return { state: { context: ctx, session: s }, effects: run.effects };
}

/**
 * Applies one event. Events after the end, events older than the last accepted one, empty
 * utterances, interruptions the scenario does not allow, and timers that fired too early (stale)
 * are answered with `eventIgnored` and leave the state as it was.
 */
export function step(state: DialogueState, event: DialogueEvent): DialogueResult {
  if (state.session.status === 'ended') return ignored(state, event, 'sessionEnded');
  if (event.time < state.session.time) return ignored(state, event, 'outOfOrder');
  switch (event.type) {
    case 'utterance':
      return onUtterance(state, event);
    case 'silence':
      return onSilence(state, event);
    case 'answerTimeout':
      return onAnswerTimeout(state, event);
    case 'end': {
      const run: Run = { ctx: state.context, s: copySession(state.session), effects: [] };
      run.s.time = event.time;
      endSession(run, 'requested');
      return { state: { context: state.context, session: run.s }, effects: run.effects };
    }
  }
}
