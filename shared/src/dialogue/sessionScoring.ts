import type { PracticeResult } from '../schemas/practiceSession.js';
import { LEARNER_NODE_TYPES } from './graph.js';
import { splitKeywords } from './keywords.js';
import type { TurnScore } from './scoring.js';
import type { FlowNode, Scenario } from './schema.js';
import type { SessionSummary } from './types.js';

/**
 * How a live session is scored (docs/practice.md "Live sessions"): each learner turn gets 0–100
 * from what the engine found, the session four dimensions 0–100, and the scenario's scoring rule
 * (if any) weighs its items over the dimensions its item names point at.
 */

const SENSITIVE_PENALTY = 20;
const clamp = (value: number) => Math.max(0, Math.min(100, value));
const round1 = (value: number) => Math.round(value * 10) / 10;
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** Share (0–1) of the reference intent's keyword clauses said, or null when it has none. */
export function keywordCoverage(score: TurnScore): number | null {
  if (!score.keywords) return null;
  const clauses = splitKeywords(score.keywords.expression).length;
  return clauses ? (clauses - score.keywords.missed.length) / clauses : null;
}

/**
 * A turn's score: an answer timeout 0; otherwise its quality (keyword coverage of the intent it is
 * judged against, else its similarity, 0–1) gives 60 + 40 × quality for a matched answer and
 * 40 × quality for a non-standard one; each sensitive word costs 20.
 */
export function turnScore(score: TurnScore): number {
  if (score.outcome === 'timeout') return 0;
  const quality = keywordCoverage(score) ?? score.similarity;
  const base = score.outcome === 'matched' ? 60 + 40 * quality : 40 * quality;
  return round1(clamp(base - SENSITIVE_PENALTY * score.sensitive.length));
}

/**
 * Fewest steps from a node to an end node (null: none reachable), each step priced by `cost` of
 * the node it leaves — a shortest path where a step may cost 0 or 1 (0–1 breadth-first search).
 */
function shortestToEnd(scenario: Scenario, from: string, cost: (node: FlowNode) => number): number | null {
  const nodes = new Map(scenario.flow.nodes.map((node) => [node.id, node]));
  const best = new Map([[from, 0]]);
  const queue: string[] = [from];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    const node = nodes.get(id);
    const here = best.get(id)!;
    if (node?.type === 'end') return here;
    const step = node ? cost(node) : 0;
    for (const t of node?.transitions ?? []) {
      if (!t.node || (best.get(t.node) ?? Infinity) <= here + step) continue;
      best.set(t.node, here + step);
      // Free steps go first so the queue stays ordered by distance.
      if (step === 0) queue.unshift(t.node);
      else queue.push(t.node);
    }
  }
  return null;
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

/** Share of `total` over the answers given and the steps still unanswered, each of those counting 0. */
const perStep = (total: number, answers: number, unanswered: number) => (answers + unanswered ? total / (answers + unanswered) : 0);

/**
 * The four dimensions (0–100). Every learner step still needed to reach the end counts as an
 * answer scoring 0 in the per-answer dimensions, so ending early can never score above going on.
 */
function dimensions(scenario: Scenario, summary: SessionSummary, turns: readonly ScoredTurn[]): Record<string, number> {
  const spoken = turns.filter((turn) => turn.inputs.outcome !== 'timeout');
  const unanswered = unansweredSteps(scenario, summary);
  const coverage = sum(spoken.map((turn) => keywordCoverage(turn.inputs) ?? turn.inputs.similarity));
  const sensitive = sum(spoken.map((turn) => turn.inputs.sensitive.length));
  const polite = spoken.filter((turn) => turn.inputs.polite.length > 0).length;
  // With no answer the learner has done nothing to score: the customer's opening lines walk the
  // flow on their own, so completeness would otherwise credit the learner for them.
  return {
    completeness: spoken.length > 0 ? completeness(scenario, summary) : 0,
    turnscore: round1(perStep(sum(turns.map((turn) => turn.score)), turns.length, unanswered)),
    keywords: round1(100 * perStep(coverage, spoken.length, unanswered)),
    polite: round1(clamp(100 * perStep(polite, spoken.length, unanswered) - SENSITIVE_PENALTY * sensitive)),
  };
}

/**
 * The session's score, whether it passed, and the breakdown stored and shown in the report. A
 * session without a single answer (only timeouts, or ended at once) scores 0 on every criterion;
 * one that did not reach the end node never passes, whatever its score.
 */
export function sessionResult(
  scenario: Scenario,
  summary: SessionSummary,
  turns: readonly ScoredTurn[],
  rule: RuleInput | null,
): { score: number; passed: boolean; result: PracticeResult } {
  const answered = turns.some((turn) => turn.inputs.outcome !== 'timeout');
  const dims = dimensions(scenario, summary, turns);
  const items = (rule?.items ?? []).map((item) => {
    const dimension = DIMENSIONS.find((d) => d.pattern.test(item.name))?.dimension ?? 'turnscore';
    const score = answered ? round1(item.min + ((item.max - item.min) * (dims[dimension] ?? 0)) / 100) : 0;
    return { name: item.name, weight: item.weight, dimension, score, points: round1((item.weight * score) / 100) };
  });
  const score = round1(items.length ? items.reduce((sum, item) => sum + (item.weight * item.score) / 100, 0) : (dims.completeness! + dims.turnscore!) / 2);
  const passscore = rule?.passScore ?? 60;
  const passed = summary.completed && score >= passscore;
  return {
    score,
    passed,
    result: {
      formula: items.length ? 'rule' : 'mean',
      total: score,
      answeredtoend: summary.completed,
      failreason: passed ? null : score < passscore ? 'belowPassScore' : 'flowNotFinished',
      steps: [],
      answers: turns.length,
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
    },
  };
}
