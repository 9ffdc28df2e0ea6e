import { performance } from 'node:perf_hooks';
import { dialogue } from '@peilian/shared';
import { findScenarioInOrg } from '../data/practice/scenarios.js';
import { insertPracticeSession, saveTurn, updatePracticeSession, type PracticeSessionState } from '../data/practiceSessions.js';
import { customerLines, endOf, engineOptions, flowSpeeches, ignoredOf, scenarioOf, turnOf } from '../practice/session/engine.js';
import { finishing } from '../practice/session/service.js';
import { turnRow } from '../practice/session/turns.js';
import { practiceGate, taskMode } from '../training/practiceTasks.js';
import type { AnswerQuality, PracticeActivity } from './historyPlan.js';
import { learnerAt, type Replay } from './historyReplay.js';

/**
 * The history's sessions are typed, with no recordings: their whole-dialogue audio is not queued when
 * they finish (it would voice every line of hundreds of sessions at the demo's first start), and is
 * built when the back office first opens one (docs/practice.md "The whole dialogue").
 */
const UNQUEUED = { dialogueStatus: null };
/**
 * The demo history's practice sessions (seed/historyReplay.ts): the learner's answers stepped
 * through the dialogue engine on the task's scenario, each turn stored as a live session stores
 * it, the session scored by the scenario's scoring rule and carried into the learner's task.
 */

/** What a learner says at a prompt of the seeded scenario (docs/examples/car-sales.scenario.json), by how well. */

const LINES: Record<string, Record<AnswerQuality, string[]>> = {
  's-greet': {
    full: ['您好，欢迎光临！我是销售顾问小王，请问您怎么称呼？', '您好，欢迎来到我们店，请问您贵姓？', '您好，请问您这次买车主要是家用还是商务？'],
    partial: ['您好，欢迎光临！我是销售顾问小王，您今天想看看什么车？', '您好，欢迎光临！我是销售顾问小王，请随便看看。'],
    off: ['这车卖得可好了。', '我们店今天人挺多的。'],
  },
  's-offer': {
    full: ['这款途岳指导价二十二万，本月优惠一万元，还送五年免费保养，请您放心。', '价格我们可以慢慢谈，请您先试驾感受一下动力和空间吧。'],
    partial: ['这款途岳指导价二十二万，本月有一万元现金优惠，请您放心。', '您好，这款途岳指导价二十二万，本月有一万元现金优惠。'],
    off: ['这个价格已经很低了。', '不好意思，别家肯定没有这个价。'],
  },
  'q-warranty': {
    full: ['整车保修三年或十万公里，以先到者为准，谢谢您！', '保修是三年或者十万公里，哪个先到算哪个，请放心。'],
    partial: ['整车保修三年，以先到者为准，谢谢。', '您好，整车保修十万公里，以先到者为准。'],
    off: ['保修的事您放心。', '这个得问售后。'],
  },
};

/** The learner's line at the node the session waits at: the seeded scenario's, else the flow's own standard answer. */
function lineAt(scenario: dialogue.Scenario, nodeId: string, quality: AnswerQuality, turn: number): string {
  const lines = LINES[nodeId]?.[quality];
  if (lines?.length) return lines[turn % lines.length]!;
  const node = scenario.flow.nodes.find((candidate) => candidate.id === nodeId);
  return node?.transitions.find((transition) => transition.normtext)?.normtext ?? '您好';
}

interface Running {
  row: PracticeSessionState;
  scenario: dialogue.Scenario;
  speeches: Awaited<ReturnType<typeof flowSpeeches>>;
  session: dialogue.SessionState;
  turns: { inputs: dialogue.TurnScore; score: number }[];
}

/** Starts the session as `practice:start` does for a child task, its opening lines from the flow. */
async function startSession(replay: Replay, activity: PracticeActivity): Promise<Running | null> {
  const { seed } = activity;
  const caller = learnerAt(replay, activity.userId, activity.at);
  const gate = await practiceGate(caller.deps, { orgId: replay.orgId, userId: activity.userId }, activity.childId);
  const stored = await findScenarioInOrg(replay.db, replay.orgId, gate.scenarioId);
  const scenario = stored?.status === 'enabled' ? scenarioOf(stored.document) : null;
  if (!stored || !scenario) return null;
  const speeches = await flowSpeeches(caller.deps, replay.orgId, scenario);
  const opened = dialogue.start(scenario, { ...(await engineOptions(caller.deps, replay.orgId, scenario, '', seed, speeches)), time: 0 });
  const row = await insertPracticeSession(replay.db, {
    orgId: replay.orgId,
    userId: activity.userId,
    scenarioId: stored.id,
    scenarioName: stored.name,
    mode: taskMode(gate.child.id),
    document: scenario as unknown as Record<string, unknown>,
    seed,
    engineState: opened.state.session as unknown as Record<string, unknown>,
    openingLines: customerLines(opened.effects),
    startedAt: activity.at,
  });
  return { row, scenario, speeches, session: opened.state.session, turns: [] };
}

/** One answer through the engine, stored with the session's new state (and its score once the flow ends). */
async function answer(replay: Replay, activity: PracticeActivity, running: Running, quality: AnswerQuality): Promise<boolean> {
  const seq = running.turns.length + 1;
  const time = seq * activity.pace * 1000;
  const at = new Date(activity.at.getTime() + time);
  const caller = learnerAt(replay, activity.userId, at);
  const text = lineAt(running.scenario, running.session.nodeId, quality, seq + activity.pace);
  const began = performance.now();
  const options = await engineOptions(caller.deps, replay.orgId, running.scenario, text, running.row.seed, running.speeches);
  const result = dialogue.step(dialogue.resume(running.scenario, options, running.session), { type: 'utterance', text, time });
  const inputs = turnOf(result.effects);
  if (!inputs || ignoredOf(result.effects)) return false;
  const engineMs = Math.round(performance.now() - began);
  const score = dialogue.turnScore(inputs);
  running.turns.push({ inputs, score });
  running.session = result.state.session;
  const summary = endOf(result.effects);
  const changes = {
    engineState: result.state.session as unknown as Record<string, unknown>,
    updatedAt: at,
    ...(summary ? { ...(await finishing(caller, running.row, running.scenario, summary, running.turns)), ...UNQUEUED } : {}),
  };
  const timings = { engineMs, audioMs: engineMs, sentMs: engineMs };
  const saved = await saveTurn(
    replay.db,
    replay.orgId,
    running.row,
    turnRow(running.row, { seq, text, inputs, replies: customerLines(result.effects), score, timings }),
    changes,
  );
  running.row = saved.session;
  return summary !== null;
}

/** Ends a session the learner leaves before the flow's end, as `practice:end` does: scored as it stands. */
async function endEarly(replay: Replay, activity: PracticeActivity, running: Running): Promise<void> {
  const time = (running.turns.length + 1) * activity.pace * 1000;
  const at = new Date(activity.at.getTime() + time);
  const caller = learnerAt(replay, activity.userId, at);
  const options = await engineOptions(caller.deps, replay.orgId, running.scenario, '', running.row.seed, running.speeches);
  const result = dialogue.step(dialogue.resume(running.scenario, options, running.session), { type: 'end', time: running.session.time });
  const summary = endOf(result.effects);
  await updatePracticeSession(replay.db, replay.orgId, running.row, {
    engineState: result.state.session as unknown as Record<string, unknown>,
    updatedAt: at,
    ...(summary ? await finishing(caller, running.row, running.scenario, summary, running.turns) : { status: 'finished', finishedAt: at }),
    ...UNQUEUED,
  });
}

/** A practice session on the activity's scenario child task, answered as the plan says and ended. */
export async function replayPractice(replay: Replay, activity: PracticeActivity): Promise<void> {
  const running = await startSession(replay, activity);
  if (!running) return;
  for (const quality of activity.answers) {
    if (await answer(replay, activity, running, quality)) return;
  }
  await endEarly(replay, activity, running);
}
