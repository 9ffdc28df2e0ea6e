import { AUTO_NODE_TYPES } from './graph.js';
import type { MatchKind, PreparedIntent } from './matcher.js';
import { pickIndex } from './random.js';
import { SPEECH_TYPES, type FlowNode, type Transition } from './schema.js';
import { round3 } from './similarity.js';
import type { DialogueContext, DialogueEffect, EndReason, SessionState, SpeechCause } from './types.js';
import { hasSpeech } from './validateFlow.js';

/**
 * Moving through the flow inside one `start` or `step`: a run holds a private copy of the session
 * that these helpers update, and the effects in the order they happen.
 */
export interface Run {
  readonly ctx: DialogueContext;
  readonly s: SessionState;
  readonly effects: DialogueEffect[];
}

/** A copy of the session that a run may change without touching the caller's state. */
export function copySession(s: SessionState): SessionState {
  return {
    ...s,
    totals: { ...s.totals },
    path: [...s.path],
    scenarioKeywordTurns: [...s.scenarioKeywordTurns],
    ...(s.checklistTurns ? { checklistTurns: [...s.checklistTurns] } : {}),
  };
}

interface Line {
  text: string;
  emotion: number;
  speechId: string;
}

/** The customer says a line; library lines resolve through the speech library. */
export function say(run: Run, line: Line, nodeId: string, transitionId: string | null, cause: SpeechCause): void {
  const library = line.speechId ? run.ctx.speeches[line.speechId] : undefined;
  const text = library?.text ?? line.text;
  const node = run.ctx.nodes.get(nodeId);
  const freeTalk = cause === 'flow' && node?.type === 'customer' && node.freetalk === true;
  run.effects.push({
    type: 'customerSays',
    text,
    emotion: line.emotion,
    speechId: line.speechId || null,
    nodeId,
    transitionId,
    cause,
    ...(freeTalk ? { freeTalk: true as const } : {}),
  });
  run.s.lastActivityAt = run.s.time;
}

function transitionLine(t: Transition): Line {
  if (t.speechtype === SPEECH_TYPES.library) return { text: t.specifytext || t.normtext, emotion: t.emotion, speechId: t.speechid };
  return { text: t.specifytext, emotion: t.emotion, speechId: '' };
}

/** Ends the session with a reason and its summary. */
export function endSession(run: Run, reason: EndReason): void {
  const { s, ctx } = run;
  s.status = 'ended';
  s.endReason = reason;
  run.effects.push({
    type: 'sessionEnded',
    reason,
    summary: {
      reason,
      completed: reason === 'completed',
      path: [...s.path],
      turns: s.turns,
      nonStandardAnswers: s.totals.nonStandardAnswers,
      timeouts: s.totals.timeouts,
      silences: s.totals.silences,
      scenarioKeywords: ctx.scenarioKeywords.map((k, i) => ({ expression: k.source, turn: s.scenarioKeywordTurns[i] ?? null })),
    },
  });
}

/** Tells the host the learner's turn is open, with its timers and hints. */
export function awaitLearner(run: Run, node: FlowNode): void {
  const { silence, nonStandard } = run.ctx.scenario.specialRules;
  const answerTimeout = nonStandard.enabled && nonStandard.answerTimeoutSeconds > 0;
  run.s.status = 'awaiting';
  run.effects.push({
    type: 'awaitLearner',
    nodeId: node.id,
    silenceTimeoutMs: silence.enabled ? silence.timeoutSeconds * 1000 : null,
    answerDeadline: answerTimeout ? run.s.turnStartedAt + nonStandard.answerTimeoutSeconds * 1000 : null,
    endOfUtteranceMs: run.ctx.scenario.waitSeconds * 1000,
    hints: node.transitions.map((t) => ({ intentId: t.id, label: t.label, normtext: t.normtext, scripts: [...t.scripts] })),
  });
}

/** Linked intents of a node: those whose target exists. */
export function linkedTransitions(ctx: DialogueContext, node: FlowNode): Transition[] {
  return node.transitions.filter((t) => t.node !== '' && ctx.nodes.has(t.node));
}

/**
 * Enters a node and keeps going while no learner input is needed: start and customer nodes speak
 * one of their lines (picked by the seeded random source when there are several) and move on; a
 * learner node opens the learner's turn; the end node completes the session. A dead end, a missing
 * node or a runaway loop ends the session with `flowError`.
 */
export function enterNode(run: Run, nodeId: string): void {
  const { ctx, s } = run;
  let id = nodeId;
  for (let budget = ctx.nodes.size + 1; budget > 0; budget -= 1) {
    const node = ctx.nodes.get(id);
    if (!node) break;
    s.nodeId = id;
    s.path.push(id);
    s.nonStandardAtNode = 0;
    s.turnStartedAt = s.time;
    run.effects.push({ type: 'nodeEntered', nodeId: id, nodeType: node.type, name: node.name });
    if (node.type === 'end') return endSession(run, 'completed');
    if (!AUTO_NODE_TYPES.includes(node.type)) return awaitLearner(run, node);
    const lines = linkedTransitions(ctx, node);
    const pick = pickIndex(s.rng, lines.length);
    const t = lines[pick.index];
    if (!t) break;
    s.rng = pick.state;
    run.effects.push({
      type: 'transitionChosen',
      fromNodeId: id,
      toNodeId: t.node,
      intentId: t.id,
      label: t.label,
      match: 'auto',
      similarity: null,
      crossNode: false,
    });
    if (hasSpeech(t)) say(run, transitionLine(t), id, t.id, 'flow');
    id = t.node;
  }
  endSession(run, 'flowError');
}

/** Takes a learner intent's line: the customer's reply on it (if any), then its target node. */
export function follow(run: Run, intent: PreparedIntent, match: MatchKind, similarity: number | null, crossNode: boolean): void {
  const t = intent.transition;
  run.effects.push({
    type: 'transitionChosen',
    fromNodeId: intent.nodeId,
    toNodeId: t.node,
    intentId: t.id,
    label: t.label,
    match,
    similarity: similarity === null ? null : round3(similarity),
    crossNode,
  });
  if (hasSpeech(t)) say(run, transitionLine(t), intent.nodeId, t.id, 'flow');
  enterNode(run, t.node);
}

/** A rule reply (silence or alert): its text, or its library speech. */
export function ruleLine(text: string, speechId: string, emotion: number): Line {
  return { text, emotion, speechId };
}
