import { buildContext } from './context.js';
import { newSession } from './engine.js';
import { copySession, endSession, type Run } from './flowRun.js';
import { matchKeywords } from './keywords.js';
import { bestMatch, closestIntent, evaluateIntent, prepareUtterance } from './matcher.js';
import { prepareBrief } from './roleplay.js';
import { PRACTICE_ALGORITHM_DEFAULTS, type Scenario } from './schema.js';
import { scoreTurn } from './scoring.js';
import type { DialogueOptions, DialogueResult, DialogueState, SessionState } from './types.js';

/**
 * A role-play session as the engine keeps it (docs/scenario-format.md §5a "Running"): the model
 * speaks for the customer, so no flow is walked. The state counts the learner's turns and time
 * like any session, and `step`'s `end` closes it as usual; each answer is judged as a flow answer is
 * — against every learner intent of the scenario's flow (keywords, wording, quality, polite and
 * sensitive words) — and against the brief's checklist, whose first tick of each item is kept.
 */

/** Where a role-play session stands in its flow: nowhere, it has none to walk. */
export const ROLEPLAY_NODE = 'roleplay';

/** Whether a stored session state is a role-play's. */
export const isRoleplaySession = (session: Pick<SessionState, 'path'>): boolean => session.path[0] === ROLEPLAY_NODE;

/** Opens a role-play: no line is said (the host's model speaks), the learner is awaited. */
export function roleplayStart(scenario: Scenario, options: DialogueOptions = {}): DialogueState {
  const context = buildContext(scenario, options);
  const session = newSession(options.time ?? 0, options.seed ?? 1, context.scenarioKeywords.length);
  session.nodeId = ROLEPLAY_NODE;
  session.path = [ROLEPLAY_NODE];
  session.checklistTurns = (scenario.roleplay?.checklist ?? []).map(() => null);
  return { context, session };
}

/**
 * One learner answer of a role-play: its `turnScored` effect (null: nothing but spaces or
 * punctuation — no turn), and `sessionEnded` once the brief's turn or minute limit is reached.
 * The words are only matched, never obeyed.
 */
export function roleplayStep(state: DialogueState, text: string, time: number): DialogueResult | null {
  const { context: ctx } = state;
  const brief = ctx.scenario.roleplay;
  const utterance = prepareUtterance(text, ctx.lexicon);
  if (!brief || !utterance.normalized.text || state.session.status === 'ended') return null;
  const run: Run = { ctx, s: copySession(state.session), effects: [] };
  const { s } = run;
  s.time = Math.max(s.time, time);
  s.lastActivityAt = s.time;
  s.turns += 1;
  const threshold = ctx.scenario.intentSimilarity ?? PRACTICE_ALGORITHM_DEFAULTS.intentSimilarity;
  const evaluations = [...ctx.intents.values()].flat().map((intent) => evaluateIntent(intent, utterance, threshold));
  const chosen = bestMatch(evaluations);
  const score = scoreTurn({
    turn: s.turns,
    nodeId: chosen?.intent.nodeId ?? ROLEPLAY_NODE,
    time: s.time,
    utterance,
    outcome: chosen ? 'matched' : 'nonStandard',
    chosen,
    match: chosen?.matched ?? null,
    crossNode: false,
    closest: chosen ? null : closestIntent(evaluations),
    sensitive: ctx.lexicon.sensitive,
    polite: ctx.lexicon.polite,
    scenarioKeywords: ctx.scenarioKeywords,
  });
  if (!chosen) s.totals.nonStandardAnswers += 1;
  for (const hit of score.scenarioKeywords) {
    const index = ctx.scenarioKeywords.findIndex((k) => k.source === hit.expression);
    if (index >= 0 && s.scenarioKeywordTurns[index] === null) s.scenarioKeywordTurns[index] = s.turns;
  }
  const ticks = (s.checklistTurns ??= brief.checklist.map(() => null));
  const satisfied = prepareBrief(brief, ctx.lexicon).checklist.flatMap(({ item, expression }, index) => {
    const result = matchKeywords(expression, utterance);
    if (!result.satisfied) return [];
    if (ticks[index] === null) ticks[index] = s.turns;
    return [{ id: item.id, hit: result.hit, first: ticks[index] === s.turns }];
  });
  score.checklist = satisfied.map(({ id, hit }) => ({ id, hit }));
  score.ticked = satisfied.some((tick) => tick.first);
  run.effects.push({ type: 'turnScored', score });
  if (s.turns >= brief.turnLimit) endSession(run, 'turnLimit');
  else if (brief.minuteLimit > 0 && s.time >= brief.minuteLimit * 60_000) endSession(run, 'timeLimit');
  return { state: { context: ctx, session: s }, effects: run.effects };
}
