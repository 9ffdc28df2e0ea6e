import { performance } from 'node:perf_hooks';
import { dialogue, PRACTICE_PUSHES } from '@peilian/shared';
import { listTurns, saveTurn, updateTurnTimings, type PracticeSessionChanges, type PracticeSessionState } from '../../data/practiceSessions.js';
import type { StoredCustomerLine, StoredTurnTimings, VoiceTally } from '../../db/schema/index.js';
import { invalidInput } from '../../errors/index.js';
import type { Caller } from '../../auth/caller.js';
import type { RealtimeSocket } from '../../realtime/socketCalls.js';
import { endOf, ignoredOf, turnOf } from './engine.js';
import { historyOf, spokenLines } from './llmCustomer.js';
import type { SessionPlan } from './plan.js';
import { hintsOf, presentSession } from './present.js';
import { interruptReply, keepHeard, roleplayRequest, sayReply, type SentenceSink } from './roleplay.js';
import { engineTime, ensureRunning, finishing, ownSession, readSession, resumed, serially, storedTurns, type PracticeOutcome } from './service.js';
import { speak, voiceTally } from './voice.js';

/**
 * A learner's turns in a live session (docs/practice.md "Live sessions", "Role-play"): a typed or
 * recognised answer, or an answer timeout, through the engine — or a role-play's judge and model —
 * stored before the reply goes out; and the learner cutting a role-play's customer short.
 */

/** Spoken answers recognised on the server and not yet answered: their text, when speech ended and how long the final text took. */
const spoken = new Map<string, { text: string; endedAt: number; recognizedMs: number | undefined }>();
const SPOKEN_KEPT_MS = 60_000;

/**
 * A recognised answer (docs/practice.md "Voice answers"): when `answer` gets this text for the
 * session within a minute, the turn's timings count from the end of speech, recognition included.
 */
export function recognised(sessionId: string, text: string, endedAt: number, recognizedMs?: number): void {
  for (const [id, voice] of spoken) if (endedAt - voice.endedAt >= SPOKEN_KEPT_MS) spoken.delete(id);
  spoken.set(sessionId, { text: text.trim(), endedAt, recognizedMs });
}

/** `practice:answer`: one typed (or recognised) answer through the engine; the turn is stored before the reply goes out. */
export function answer(caller: Caller, sessionId: string, text: string, sink: SentenceSink): Promise<PracticeOutcome> {
  const voice = spoken.get(sessionId);
  spoken.delete(sessionId);
  const fromSpeech = voice && voice.text === text.trim() && performance.now() - voice.endedAt < SPOKEN_KEPT_MS;
  return turn(caller, sessionId, text, {
    received: fromSpeech ? voice.endedAt : performance.now(),
    recognizedMs: fromSpeech ? voice.recognizedMs : undefined,
    sink,
  });
}

/**
 * `practice:timeout`: the learner's answer time ran out (the client runs the timer the hints give;
 * the server checks it on its own clock). A timeout not yet due, or without the rule, changes nothing.
 */
export function timeout(caller: Caller, sessionId: string): Promise<PracticeOutcome> {
  return turn(caller, sessionId, null, { received: performance.now(), recognizedMs: undefined, sink: () => {} });
}

/** The stored row of a learner's turn: what was said, what the engine made of it, the customer's lines. */
export function turnRow(
  row: PracticeSessionState,
  turn: { seq: number; text: string | null; inputs: dialogue.TurnScore; replies: StoredCustomerLine[]; score: number; timings: StoredTurnTimings },
) {
  const { inputs } = turn;
  return {
    orgId: row.orgId,
    sessionId: row.id,
    seq: turn.seq,
    learnerText: turn.text ?? '',
    outcome: inputs.outcome,
    nodeId: inputs.nodeId,
    intentId: inputs.intent?.intentId ?? null,
    intentLabel: inputs.intent?.label ?? null,
    match: inputs.match,
    customerLines: turn.replies,
    scoreInputs: inputs as unknown as Record<string, unknown>,
    score: turn.score,
    timings: turn.timings,
  };
}

/** The tally as stored with the timings: its synthesis time in whole ms. */
const tallied = (tally: VoiceTally): VoiceTally => ({ ...tally, synthMs: Math.round(tally.synthMs) });

/** How a turn came: when the answer was received (a spoken one: the end of speech), recognition's time, where a role-play's sentences go. */
interface TurnArrival {
  received: number;
  recognizedMs: number | undefined;
  sink: SentenceSink;
}

/** One learner turn (an answer, or an answer timeout when `text` is null). */
function turn(caller: Caller, sessionId: string, text: string | null, arrival: TurnArrival): Promise<PracticeOutcome> {
  const { received, recognizedMs } = arrival;
  const since = () => Math.round(performance.now() - received);
  return serially(sessionId, async () => {
    const { deps } = caller;
    const row = await ownSession(caller, sessionId);
    ensureRunning(row);
    const { plan, state } = await resumed(caller, row, text ?? '');
    const { scenario } = plan;
    // A role-play has no answer time: its timeout changes nothing.
    if (scenario.roleplay) return text === null ? readSession(caller, sessionId) : roleplayTurn(caller, row, plan, state, text, arrival);
    const time = engineTime(caller, row, state.session);
    const result = dialogue.step(state, text === null ? { type: 'answerTimeout', time } : { type: 'utterance', text, time });
    const inputs = turnOf(result.effects);
    if (text === null && (!inputs || ignoredOf(result.effects))) return readSession(caller, sessionId);
    if (!inputs || ignoredOf(result.effects)) throw invalidInput('practiceSession.rules.textRequired', {}, 'text');
    const engineMs = since();
    const previous = await listTurns(deps.db, caller.orgId, row.id);
    const replies = await spokenLines(caller, plan, result.effects, historyOf(row.openingLines, previous, text), row.id);
    const tally = voiceTally();
    const lines = await speak(caller, plan.voice, row.id, replies, true, tally);
    const audioMs = since();
    const seq = previous.length + 1;
    const score = dialogue.turnScore(inputs);
    const summary = endOf(result.effects);
    const changes: PracticeSessionChanges = {
      engineState: result.state.session as unknown as Record<string, unknown>,
      updatedAt: deps.clock.now(),
      ...(summary ? await finishing(caller, row, scenario, summary, [...storedTurns(previous), { inputs, score }]) : {}),
    };
    const timings = { ...(recognizedMs === undefined ? {} : { recognizedMs }), engineMs, audioMs, sentMs: audioMs, ...tallied(tally) };
    const saved = await saveTurn(deps.db, caller.orgId, row, turnRow(row, { seq, text, inputs, replies, score, timings }), changes);
    return {
      session: presentSession(saved.session, [...previous, saved.turn], hintsOf(plan, result.state.session)),
      lines,
      sent: () => updateTurnTimings(deps.db, caller.orgId, row.id, seq, { ...timings, sentMs: since() }),
    };
  });
}

/**
 * One answer of a role-play (docs/practice.md "Role-play"): judged by `dialogue.roleplayStep`, then
 * answered by the model sentence by sentence through `arrival.sink`; the turn is stored with what
 * the learner heard, and the acknowledgement carries no lines (they went out as sentences).
 */
async function roleplayTurn(
  caller: Caller,
  row: PracticeSessionState,
  plan: SessionPlan,
  state: dialogue.DialogueState,
  text: string,
  arrival: TurnArrival,
): Promise<PracticeOutcome> {
  const { deps } = caller;
  const since = () => Math.round(performance.now() - arrival.received);
  const result = dialogue.roleplayStep(state, text, engineTime(caller, row, state.session));
  const inputs = result && turnOf(result.effects);
  if (!result || !inputs) throw invalidInput('practiceSession.rules.textRequired', {}, 'text');
  const engineMs = since();
  const previous = await listTurns(deps.db, caller.orgId, row.id);
  const seq = previous.length + 1;
  const request = roleplayRequest(row, plan, state, previous, text);
  const tally = voiceTally();
  const said = await sayReply(caller, request, { sessionId: row.id, seq, voice: plan.voice, tally }, arrival.sink);
  const score = dialogue.roleplayTurnScore(inputs);
  const summary = endOf(result.effects);
  const changes: PracticeSessionChanges = {
    engineState: result.state.session as unknown as Record<string, unknown>,
    updatedAt: deps.clock.now(),
    ...(summary ? await finishing(caller, row, plan.scenario, summary, [...storedTurns(previous), { inputs, score }]) : {}),
  };
  const timings = {
    ...(arrival.recognizedMs === undefined ? {} : { recognizedMs: arrival.recognizedMs }),
    engineMs,
    audioMs: engineMs + (said.firstMs ?? 0),
    sentMs: since(),
    ...tallied(tally),
  };
  const saved = await saveTurn(deps.db, caller.orgId, row, turnRow(row, { seq, text, inputs, replies: said.lines, score, timings }), changes);
  return { session: presentSession(saved.session, [...previous, saved.turn], hintsOf(plan, result.state.session)), lines: [] };
}

/** A role-play's sentences pushed to the learner's socket as they are voiced. */
export const sentencesTo =
  (socket: RealtimeSocket): SentenceSink =>
  (sentence) =>
    void socket.emit(PRACTICE_PUSHES.sentence.event, sentence);

/**
 * `practice:interrupt` on the caller's own session: a reply still being said stops at once (not
 * queued behind it); one already stored is cut, after the call that stores it.
 */
export async function interrupt(caller: Caller, sessionId: string, seq: number, heard: number): Promise<void> {
  const row = await ownSession(caller, sessionId);
  if (interruptReply(row.id, seq, heard)) return;
  await serially(row.id, () => keepHeard(caller, row.id, seq, heard));
}
