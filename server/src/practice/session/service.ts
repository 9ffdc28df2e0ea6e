import { randomInt } from 'node:crypto';
import { dialogue, type PracticeCustomerLine, type PracticeSentence, type PracticeSessionView } from '@peilian/shared';
import { findScenarioInOrg } from '../../data/practice/scenarios.js';
import { findScoringRuleInOrg } from '../../data/practice/scoringRules.js';
import {
  findLearnerSession,
  insertPracticeSession,
  listTurns,
  SessionMovedOn,
  updatePracticeSession,
  type PracticeSessionChanges,
  type PracticeSessionState,
} from '../../data/practiceSessions.js';
import type { PracticeTurnRow } from '../../db/schema/index.js';
import { appError } from '../../errors/index.js';
import { isUuid } from '../../http/request.js';
import { boundChildOf, practiceGate, recordPracticeResult, recordSessionCheckin, taskMode } from '../../training/index.js';
import type { Caller } from '../../auth/caller.js';
import { endOf, engineOptions, scenarioOf } from './engine.js';
import { spokenLines } from './llmCustomer.js';
import { ensureRoleplay, roleplayRequest, sayReply } from './roleplay.js';
import { hintsOf, NO_HINTS, presentSession } from './present.js';
import { keepPlan, planFor, planOf, type SessionPlan } from './plan.js';
import { playedScenario } from '../settings/commands.js';
import { speak } from './voice.js';
import { assertAiMinutes } from '../../usage/capacity.js';

/**
 * Live practice sessions (docs/practice.md "Live sessions"): start on an enabled scenario (a
 * role-play's model opening it when its brief gives no first words), join after a reconnect, and
 * what the session's calls share — its queue, its plan and engine state, its end and score; the
 * learner's turns are in `turns.ts`, pausing and ending in `lifecycle.ts`. A learner only ever
 * reaches their own sessions. Calls on one session run one after another in this process.
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
  // Wherever the session was started, finishing its scenario may check in today's check-in tasks (docs/checkin.md).
  await recordSessionCheckin(caller.deps.db, {
    ...{ orgId: row.orgId, userId: row.userId, zone: caller.zone, scenarioId: row.scenarioId },
    ...{ score: scored.score, completed: scored.result.answeredtoend, at: now },
  });
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
  // A session the server will listen to needs AI minutes left this month, before anything is voiced or kept.
  if (deps.providers.asr.recognisesAudio) await assertAiMinutes(caller);
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
