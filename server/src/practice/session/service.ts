import { randomInt } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { dialogue, PRACTICE_PUSHES, type PracticeCustomerLine, type PracticeSentence, type PracticeSessionView } from '@peilian/shared';
import { findScenarioInOrg } from '../../data/practice/scenarios.js';
import { findScoringRuleInOrg } from '../../data/practice/scoringRules.js';
import {
  findLearnerSession,
  insertPracticeSession,
  listTurns,
  saveTurn,
  SessionMovedOn,
  updatePracticeSession,
  updateTurnTimings,
  type PracticeSessionChanges,
  type PracticeSessionState,
} from '../../data/practiceSessions.js';
import type { PracticeTurnRow, StoredCustomerLine, StoredTurnTimings } from '../../db/schema/index.js';
import { appError, invalidInput } from '../../errors/index.js';
import { isUuid } from '../../http/request.js';
import { boundChildOf, practiceGate, recordPracticeResult, taskMode } from '../../training/index.js';
import type { Caller } from '../../auth/caller.js';
import type { RoleplayReplyRequest } from '../../providers/llm/index.js';
import type { RealtimeSocket } from '../../realtime/socketCalls.js';
import { endOf, engineOptions, ignoredOf, scenarioOf, turnOf } from './engine.js';
import { historyOf, spokenLines } from './llmCustomer.js';
import { ensureRoleplay, interruptReply, keepHeard, sayReply, type SentenceSink } from './roleplay.js';
import { hintsOf, NO_HINTS, presentSession } from './present.js';
import { keepPlan, planFor, planOf, type SessionPlan } from './plan.js';
import { playedScenario } from '../settings/commands.js';
import { speak } from './voice.js';

/**
 * Live practice sessions (docs/practice.md "Live sessions"): start on an enabled scenario, typed
 * answers stepped through the dialogue engine, every turn stored before it is answered, join after
 * a reconnect, pause (at most 30 minutes), end and score. A learner only ever reaches their own
 * sessions. Calls on one session run one after another in this process.
 */

export interface PracticeOutcome {
  session: PracticeSessionView;
  /** The customer's lines just spoken, with their audio. */
  lines: PracticeCustomerLine[];
  /** Call once the reply is sent: records the turn's `sentMs`. */
  sent?: () => Promise<void>;
}

const queues = new Map<string, Promise<unknown>>();

/** How often a call runs again on what is stored when another process wrote the session meanwhile. */
const RUNS_PER_CALL = 3;

/**
 * Runs calls on one session one after another: in this process by a queue, across processes by the
 * session's version (`SessionMovedOn`): a call whose write finds the session moved on runs again
 * on what is stored now, and after `RUNS_PER_CALL` runs is refused as busy.
 */
export function serially<T>(sessionId: string, work: () => Promise<T>): Promise<T> {
  const run = async (): Promise<T> => {
    for (let runs = 1; ; runs += 1) {
      try {
        return await work();
      } catch (error) {
        if (!(error instanceof SessionMovedOn)) throw error;
        if (runs >= RUNS_PER_CALL) throw appError('errors.practiceSession.busy');
      }
    }
  };
  const previous = queues.get(sessionId) ?? Promise.resolve();
  const next = previous.then(run, run);
  const settled = next.then(
    () => undefined,
    () => undefined,
  );
  queues.set(sessionId, settled);
  void settled.then(() => {
    if (queues.get(sessionId) === settled) queues.delete(sessionId);
  });
  return next;
}

export async function ownSession(caller: Caller, sessionId: string): Promise<PracticeSessionState> {
  const row = isUuid(sessionId) ? await findLearnerSession(caller.deps.db, caller.orgId, caller.userId, sessionId) : undefined;
  if (!row) throw appError('errors.practiceSession.notFound');
  return row;
}

/** The plan a session is played with; its scenario no longer parsing is refused. */
export async function sessionPlan(caller: Caller, row: PracticeSessionState): Promise<SessionPlan> {
  const plan = await planOf(caller.deps, row);
  if (!plan) throw appError('errors.practiceSession.scenarioUnavailable');
  return plan;
}

/** A stored session ready for its next event: its plan and the engine's state, the lexicon read for `utterance`. */
export async function resumed(caller: Caller, row: PracticeSessionState, utterance = ''): Promise<{ plan: SessionPlan; state: dialogue.DialogueState }> {
  const plan = await sessionPlan(caller, row);
  const options = await engineOptions(caller.deps, caller.orgId, plan.scenario, utterance, row.seed, plan.speeches);
  return { plan, state: dialogue.resume(plan.scenario, options, row.engineState as unknown as dialogue.SessionState) };
}

/** Engine time: ms since the session began, pauses left out, never before the last event. */
export function engineTime(caller: Caller, row: PracticeSessionState, state: dialogue.SessionState): number {
  const elapsed = caller.deps.clock.now().getTime() - row.startedAt.getTime() - row.pausedMs;
  return Math.max(state.time, elapsed);
}

/** The changes that finish a session: its end and its score through the scenario's scoring rule. */
export async function finishing(
  caller: Caller,
  row: PracticeSessionState,
  scenario: dialogue.Scenario,
  summary: dialogue.SessionSummary,
  turns: readonly { inputs: dialogue.TurnScore; score: number }[],
): Promise<PracticeSessionChanges> {
  const stored = row.scenarioId ? await findScenarioInOrg(caller.deps.db, caller.orgId, row.scenarioId) : undefined;
  const rule = stored?.scoringRuleId ? await findScoringRuleInOrg(caller.deps.db, caller.orgId, stored.scoringRuleId) : undefined;
  const ruleInput = rule && rule.disabled === 0 ? { items: rule.items, passScore: rule.passScore } : null;
  const scored = scenario.roleplay
    ? dialogue.roleplayResult(scenario.roleplay, summary, turns, ruleInput)
    : dialogue.sessionResult(scenario, summary, turns, ruleInput);
  const now = caller.deps.clock.now();
  // A child task counts the flow as completed only when the learner answered their way to the end.
  await recordTaskResult(caller, row, { score: scored.score, completed: scored.result.answeredtoend }, now);
  return {
    status: 'finished',
    endReason: summary.reason,
    score: scored.score,
    passed: scored.passed ? 1 : 0,
    result: scored.result,
    finishedAt: now,
  };
}

/**
 * A session bound to a child task carries its score, whether it reached the end, and its time
 * (pauses left out) into the learner's task as it is scored (docs/training.md "Practice as a child task").
 */
async function recordTaskResult(caller: Caller, row: PracticeSessionState, outcome: { score: number; completed: boolean }, now: Date): Promise<void> {
  const childId = boundChildOf(row.mode);
  if (!childId) return;
  const pausedMs = row.pausedMs + (row.pausedAt ? now.getTime() - row.pausedAt.getTime() : 0);
  const seconds = Math.max(0, Math.round((now.getTime() - row.startedAt.getTime() - pausedMs) / 1000));
  await recordPracticeResult(caller.deps.db, {
    learner: { orgId: row.orgId, userId: row.userId },
    childId,
    ...outcome,
    seconds,
    startedAt: row.startedAt,
    now,
  });
}

export const storedTurns = (turns: readonly PracticeTurnRow[]) =>
  turns.map((turn) => ({ inputs: turn.scoreInputs as unknown as dialogue.TurnScore, score: turn.score }));

/**
 * `practice:start`: free practice on an enabled scenario, or (`childId`) the scenario of a child
 * task the learner may practise now — the session is then bound to the task. Answers the
 * customer's opening lines.
 */
export async function startSession(caller: Caller, target: { scenarioId?: string | undefined; childId?: string | undefined }): Promise<PracticeOutcome> {
  const { deps } = caller;
  const childId = target.childId ?? '';
  const gate = childId ? await practiceGate(deps, { orgId: caller.orgId, userId: caller.userId }, childId) : undefined;
  if (gate && target.scenarioId && target.scenarioId !== gate.scenarioId) throw appError('errors.practiceSession.scenarioUnavailable');
  const scenarioId = gate ? gate.scenarioId : (target.scenarioId ?? '');
  const stored = isUuid(scenarioId) ? await findScenarioInOrg(deps.db, caller.orgId, scenarioId) : undefined;
  const own = stored?.status === 'enabled' ? scenarioOf(stored.document) : null;
  if (!stored || !own) throw appError('errors.practiceSession.scenarioUnavailable');
  // The organisation's rules and algorithm, read now: the session keeps this copy to its end.
  const scenario = await playedScenario(deps.db, caller.orgId, own);
  const seed = randomInt(1, 2 ** 31 - 1);
  if (scenario.roleplay) await ensureRoleplay(caller);
  const plan = await planFor(deps, caller.orgId, stored.id, scenario);
  const options = { ...(await engineOptions(deps, caller.orgId, scenario, '', seed, plan.speeches)), time: 0 };
  const opened = scenario.roleplay ? { state: dialogue.roleplayStart(scenario, options), effects: [] } : dialogue.start(scenario, options);
  const briefOpening = scenario.roleplay?.opening.trim();
  const opening = scenario.roleplay
    ? briefOpening
      ? [{ text: briefOpening, emotion: 0, cause: 'flow' as const }]
      : []
    : await spokenLines(caller, plan, opened.effects, []);
  let row: PracticeSessionState = await insertPracticeSession(deps.db, {
    orgId: caller.orgId,
    userId: caller.userId,
    scenarioId: stored.id,
    scenarioName: stored.name,
    ...(gate ? { mode: taskMode(gate.child.id) } : {}),
    document: scenario as unknown as Record<string, unknown>,
    seed,
    engineState: opened.state.session as unknown as Record<string, unknown>,
    openingLines: opening,
    startedAt: deps.clock.now(),
  });
  keepPlan(row.id, plan);
  const ended = endOf(opened.effects);
  if (ended) row = await updatePracticeSession(deps.db, caller.orgId, row, await finishing(caller, row, scenario, ended, []));
  if (scenario.roleplay && opening.length === 0) return modelOpening(caller, row, plan, opened.state);
  const lines = await speak(caller, plan.voice, row.id, opening);
  return { session: presentSession(row, [], hintsOf(plan, opened.state.session), lines), lines };
}

/** A role-play whose brief gives no first words: the model opens the call, its lines answered with the start. */
async function modelOpening(caller: Caller, row: PracticeSessionState, plan: SessionPlan, state: dialogue.DialogueState): Promise<PracticeOutcome> {
  const sentences: PracticeSentence[] = [];
  const said = await sayReply(caller, roleplayRequest(row, plan, state, []), { sessionId: row.id, seq: 0, voice: plan.voice }, (sentence) =>
    sentences.push(sentence),
  );
  const saved = await updatePracticeSession(caller.deps.db, caller.orgId, row, { openingLines: said.lines });
  const lines = sentences.slice(0, said.lines.length).map((sentence) => sentence.line);
  return { session: presentSession(saved, [], hintsOf(plan, state.session), lines), lines };
}

/** What the model hears for a role-play's next reply: the persona, the brief, the call so far and the facts asked for. */
function roleplayRequest(
  row: PracticeSessionState,
  plan: SessionPlan,
  state: dialogue.DialogueState,
  turns: readonly PracticeTurnRow[],
  answer: string | null = null,
): RoleplayReplyRequest {
  const brief = plan.scenario.roleplay!;
  const answers = [...turns.map((turn) => turn.learnerText), ...(answer === null ? [] : [answer])];
  return {
    persona: plan.persona,
    scenarioContext: { name: plan.scenario.name, description: plan.scenario.description },
    history: historyOf(row.openingLines, turns, answer),
    brief,
    factsAsked: dialogue.factsAskedFor(dialogue.prepareBrief(brief, state.context.lexicon), answers),
  };
}

/** `practice:join` and the report: the session with every turn so far. */
export async function readSession(caller: Caller, sessionId: string): Promise<PracticeOutcome> {
  const row = await ownSession(caller, sessionId);
  const turns = await listTurns(caller.deps.db, caller.orgId, row.id);
  // A finished session (a report) has no hints, so its plan is neither read nor kept.
  const plan = row.status === 'finished' ? null : await planOf(caller.deps, row);
  const hints = plan ? hintsOf(plan, row.engineState as unknown as dialogue.SessionState) : NO_HINTS;
  return { session: presentSession(row, turns, hints), lines: [] };
}

export function ensureRunning(row: PracticeSessionState): void {
  if (row.status === 'finished') throw appError('errors.practiceSession.finished');
  if (row.status === 'paused') throw appError('errors.practiceSession.paused');
}

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
    const replies = await spokenLines(caller, plan, result.effects, historyOf(row.openingLines, previous, text));
    const lines = await speak(caller, plan.voice, row.id, replies);
    const audioMs = since();
    const seq = previous.length + 1;
    const score = dialogue.turnScore(inputs);
    const summary = endOf(result.effects);
    const changes: PracticeSessionChanges = {
      engineState: result.state.session as unknown as Record<string, unknown>,
      updatedAt: deps.clock.now(),
      ...(summary ? await finishing(caller, row, scenario, summary, [...storedTurns(previous), { inputs, score }]) : {}),
    };
    const timings = { ...(recognizedMs === undefined ? {} : { recognizedMs }), engineMs, audioMs, sentMs: audioMs };
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
  const said = await sayReply(caller, request, { sessionId: row.id, seq, voice: plan.voice }, arrival.sink);
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
