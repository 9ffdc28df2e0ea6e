import type { PracticeFailReason, PracticeResult, PracticeStep } from '../schemas/practiceSession.js';
import { LEARNER_NODE_TYPES } from './graph.js';
import { splitKeywords } from './keywords.js';
import { answerCredit } from './quality.js';
import type { TurnScore } from './scoring.js';
import type { FlowNode, Scenario } from './schema.js';
import type { SessionSummary } from './types.js';

/**
 * How a live session is scored (docs/practice.md "Live sessions"): each learner turn gets 0–100
 * from what the engine found, the session four dimensions 0–100, and the scenario's scoring rule
 * (if any) weighs its items over the dimensions its item names point at.
 */

export const SENSITIVE_PENALTY = 20;
export const clamp = (value: number) => Math.max(0, Math.min(100, value));
export const round1 = (value: number) => Math.round(value * 10) / 10;
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** Share (0–1) of the reference intent's keyword clauses said, or null when it has none. */
export function keywordCoverage(score: TurnScore): number | null {
  if (!score.keywords) return null;
  const clauses = splitKeywords(score.keywords.expression).length;
  return clauses ? (clauses - score.keywords.missed.length) / clauses : null;
}

/** A turn's quality, 0–1: `answerQuality` as the engine kept it; turns stored before it, their keyword coverage or similarity. */
export function turnQuality(score: TurnScore): number {
  if (score.outcome === 'timeout') return 0;
  return score.quality ? score.quality.value : (keywordCoverage(score) ?? score.similarity);
}

/**
 * A turn's score: an answer timeout 0; otherwise its quality (`answerQuality`, 0–1) gives
 * 100 × quality for a matched answer and 40 × quality for a non-standard one; each sensitive word
 * costs 20. Matching an intent alone earns nothing: a keyword list or a stuffed answer matches, but
 * is not a good answer.
 */
export function turnScore(score: TurnScore): number {
  if (score.outcome === 'timeout') return 0;
  const quality = turnQuality(score);
  const base = (score.outcome === 'matched' ? 100 : 40) * quality;
  return round1(clamp(base - SENSITIVE_PENALTY * score.sensitive.length));
}

/**
 * The cheapest way from a node to the first node `arrived` accepts, each step priced by `cost` of
 * the node it leaves — a shortest path where a step may cost 0 or 1 (0–1 breadth-first search).
 * Answers the cost and the nodes left on the way (null: none reachable).
 */
function shortestWay(
  scenario: Scenario,
  from: string,
  cost: (node: FlowNode) => number,
  arrived: (node: FlowNode) => boolean,
): { cost: number; via: FlowNode[] } | null {
  const nodes = new Map(scenario.flow.nodes.map((node) => [node.id, node]));
  const best = new Map([[from, 0]]);
  const parent = new Map<string, string>();
  const queue: string[] = [from];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    const node = nodes.get(id);
    const here = best.get(id)!;
    if (node && arrived(node) && (id !== from || node.type === 'end')) {
      const via: FlowNode[] = [];
      for (let at = parent.get(id); at !== undefined; at = parent.get(at)) via.unshift(nodes.get(at)!);
      return { cost: here, via };
    }
    const step = node ? cost(node) : 0;
    for (const t of node?.transitions ?? []) {
      if (!t.node || (best.get(t.node) ?? Infinity) <= here + step) continue;
      best.set(t.node, here + step);
      parent.set(t.node, id);
      // Free steps go first so the queue stays ordered by distance.
      if (step === 0) queue.unshift(t.node);
      else queue.push(t.node);
    }
  }
  return null;
}

const isLearner = (node: FlowNode) => LEARNER_NODE_TYPES.includes(node.type);
const isEnd = (node: FlowNode) => node.type === 'end';

/** Fewest steps from a node to an end node (null: none reachable), each step priced by `cost`. */
function shortestToEnd(scenario: Scenario, from: string, cost: (node: FlowNode) => number): number | null {
  return shortestWay(scenario, from, cost, isEnd)?.cost ?? null;
}

/** Fewest transitions from a node to an end node (null: none reachable). */
const hopsToEnd = (scenario: Scenario, from: string) => shortestToEnd(scenario, from, () => 1);

/**
 * Fewest learner answers still needed to reach an end node from where the session stands (the
 * node it waits at included); 0 once the end is reached or when no end can be reached any more.
 */
export function unansweredSteps(scenario: Scenario, summary: SessionSummary): number {
  if (summary.completed) return 0;
  return shortestToEnd(scenario, summary.path.at(-1) ?? '', (node) => (LEARNER_NODE_TYPES.includes(node.type) ? 1 : 0)) ?? 0;
}

/** Flow completeness: 100 at the end node, else the share of the shortest way to the end already walked. */
export function completeness(scenario: Scenario, summary: SessionSummary): number {
  if (summary.completed) return 100;
  const walked = Math.max(0, summary.path.length - 1);
  const remaining = hopsToEnd(scenario, summary.path.at(-1) ?? '');
  if (remaining === null) return 0;
  return round1((100 * walked) / (walked + remaining || 1));
}

const DIMENSIONS: { dimension: string; pattern: RegExp }[] = [
  { dimension: 'keywords', pattern: /关键|關鍵|keyword/i },
  { dimension: 'completeness', pattern: /流程|完整|flow|complete/i },
  { dimension: 'polite', pattern: /礼貌|禮貌|polite/i },
];

/** One item of a scoring rule: its name points at a dimension, its score spans min–max. */
export interface ScoringRuleItem {
  name: string;
  weight: number;
  min: number;
  max: number;
}

export interface RuleInput {
  items: ScoringRuleItem[];
  passScore: number;
}

type ScoredTurn = { inputs: TurnScore; score: number };

/**
 * The learner nodes of the flow in order and how each was left (docs/practice.md "Scoring"): the
 * nodes the session entered, those a cross-node answer jumped over (on the fewest-answers way from
 * where it was said to the node whose intent it matched, which it answers), and those still needed
 * to reach an end node when the session stopped. Only `answered` earns anything.
 */
export function flowSteps(scenario: Scenario, summary: SessionSummary, turns: readonly ScoredTurn[]): PracticeStep[] {
  const nodes = new Map(scenario.flow.nodes.map((node) => [node.id, node]));
  const step = (node: FlowNode, outcome: PracticeStep['outcome'], seq: number | null): PracticeStep => ({
    nodeid: node.id,
    nodename: node.name,
    outcome,
    seq,
  });
  const steps: PracticeStep[] = [];
  let next = 0;
  summary.path.forEach((id, index) => {
    const node = nodes.get(id);
    if (!node || !isLearner(node)) return;
    const here: ScoredTurn[] = [];
    while (next < turns.length && turns[next]!.inputs.nodeId === id) {
      const turn = turns[next++]!;
      here.push(turn);
      if (turn.inputs.outcome === 'matched') break;
    }
    const last = here.at(-1)?.inputs;
    if (last?.outcome === 'matched') {
      const target = last.crossNode && last.intent ? nodes.get(last.intent.nodeId) : undefined;
      if (!target || target.id === id) return steps.push(step(node, 'answered', last.turn));
      const way = shortestWay(
        scenario,
        id,
        (n) => (isLearner(n) ? 1 : 0),
        (n) => n.id === target.id,
      );
      for (const skipped of way?.via.filter(isLearner) ?? [node]) steps.push(step(skipped, 'skipped', null));
      return steps.push(step(target, 'answered', last.turn));
    }
    if (index < summary.path.length - 1) return steps.push(step(node, last?.outcome === 'timeout' ? 'timedOut' : 'forced', last?.turn ?? null));
    // The session stopped here: this node and the fewest still needed to an end node are unanswered.
    steps.push(step(node, summary.reason === 'silenceLimit' ? 'silence' : 'unanswered', null));
  });
  if (!summary.completed) {
    const from = summary.path.at(-1) ?? '';
    const way = shortestWay(scenario, from, (n) => (isLearner(n) ? 1 : 0), isEnd);
    const waiting = nodes.get(from);
    for (const node of way?.via ?? []) if (isLearner(node) && node !== waiting) steps.push(step(node, 'unanswered', null));
  }
  return steps;
}

/** Share of `total` over the answers given and the steps still unanswered, each of those counting 0. */
const perAnswer = (total: number, answers: number) => (answers ? total / answers : 0);

/**
 * The four dimensions (0–100). Completeness is the share of the flow's learner nodes answered,
 * each answered node counting by its answer's `answerCredit` (in full from quality 0.5).
 * The per-answer means are taken over every turn plus every node left without one (skipped,
 * unanswered, silence): only a matched answer earns keywords (its quality) and polite words, a
 * timeout or non-standard answer counts 0, so no way round answering can score.
 */
function dimensions(summary: SessionSummary, steps: readonly PracticeStep[], turns: readonly ScoredTurn[]): { dims: Record<string, number>; answers: number } {
  const quality = new Map(turns.map((turn) => [turn.inputs.turn, turnQuality(turn.inputs)]));
  const credit = sum(steps.map((step) => (step.outcome === 'answered' && step.seq !== null ? answerCredit(quality.get(step.seq) ?? 0) : 0)));
  const answers = turns.length + steps.filter((step) => step.seq === null && step.outcome !== 'answered').length;
  const matched = turns.filter((turn) => turn.inputs.outcome === 'matched');
  const sensitive = sum(turns.map((turn) => turn.inputs.sensitive.length));
  const polite = matched.filter((turn) => turn.inputs.polite.length > 0).length;
  return {
    answers,
    dims: {
      completeness: steps.length ? round1((100 * credit) / steps.length) : summary.completed ? 100 : 0,
      turnscore: round1(perAnswer(sum(turns.map((turn) => turn.score)), answers)),
      keywords: round1(100 * perAnswer(sum(matched.map((turn) => turnQuality(turn.inputs))), answers)),
      polite: round1(clamp(100 * perAnswer(polite, answers) - SENSITIVE_PENALTY * sensitive)),
    },
  };
}

/** The four dimensions of a session without a single answer that counts. */
export const NOTHING_ANSWERED: Record<string, number> = { completeness: 0, turnscore: 0, keywords: 0, polite: 0 };

/**
 * The rule's items over the dimensions (each item's name points at one; nothing answered scores
 * every item 0) and the total: the items' points, or without a rule (completeness + turnscore) / 2.
 */
export function ruleScore(dims: Record<string, number>, answered: boolean, rule: RuleInput | null): { items: PracticeResult['items']; score: number } {
  const items = (rule?.items ?? []).map((item) => {
    const dimension = DIMENSIONS.find((d) => d.pattern.test(item.name))?.dimension ?? 'turnscore';
    const score = answered ? round1(item.min + ((item.max - item.min) * (dims[dimension] ?? 0)) / 100) : 0;
    return { name: item.name, weight: item.weight, dimension, score, points: round1((item.weight * score) / 100) };
  });
  const score = round1(items.length ? items.reduce((total, item) => total + (item.weight * item.score) / 100, 0) : (dims.completeness! + dims.turnscore!) / 2);
  return { items, score };
}

/** What every session's result carries: how the total is made, the four dimensions and the session's counts. */
export function resultOf(
  summary: SessionSummary,
  dims: Record<string, number>,
  { items, score, passscore }: { items: PracticeResult['items']; score: number; passscore: number },
): Omit<PracticeResult, 'answeredtoend' | 'failreason' | 'steps' | 'answers' | 'checklist'> {
  return {
    formula: items.length ? 'rule' : 'mean',
    total: score,
    completeness: dims.completeness!,
    turnscore: dims.turnscore!,
    keywords: dims.keywords!,
    polite: dims.polite!,
    items,
    passscore,
    summary: {
      turns: summary.turns,
      nonStandardAnswers: summary.nonStandardAnswers,
      timeouts: summary.timeouts,
      silences: summary.silences,
      path: summary.path,
    },
  };
}

/**
 * The session's score, whether it passed, and the breakdown stored and shown in the report. A
 * session without a single matched answer (only timeouts or non-standard answers, or ended at
 * once) scores 0 on every criterion; one the learner did not answer their way to the end of never
 * passes, whatever its score, and says why.
 */
export function sessionResult(
  scenario: Scenario,
  summary: SessionSummary,
  turns: readonly ScoredTurn[],
  rule: RuleInput | null,
): { score: number; passed: boolean; result: PracticeResult } {
  const steps = flowSteps(scenario, summary, turns);
  const answered = turns.some((turn) => turn.inputs.outcome === 'matched');
  const { dims: measured, answers } = dimensions(summary, steps, turns);
  const dims = answered ? measured : NOTHING_ANSWERED;
  const { items, score } = ruleScore(dims, answered, rule);
  const passscore = rule?.passScore ?? 60;
  const answeredtoend = summary.completed && steps.every((step) => step.outcome === 'answered');
  const passed = answeredtoend && score >= passscore;
  const failreason: PracticeFailReason | null = passed
    ? null
    : score < passscore
      ? 'belowPassScore'
      : summary.completed
        ? 'flowNotAnswered'
        : 'flowNotFinished';
  return {
    score,
    passed,
    result: { ...resultOf(summary, dims, { items, score, passscore }), answeredtoend, failreason, steps, answers, checklist: [] },
  };
}
