import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as dialogue from './index.js';
import type { RuleInput } from './sessionScoring.js';
import { nextRandom } from './random.js';
import { DEMO_SCORING_RULE } from '../testing/practiceStrategies.js';
import { completeness, sessionResult, turnScore, unansweredSteps } from './sessionScoring.js';

const scenario = dialogue.scenarioSchema.parse(JSON.parse(readFileSync(new URL('../../../docs/examples/car-sales.scenario.json', import.meta.url), 'utf8')));

function turn(fields: Partial<dialogue.TurnScore>): dialogue.TurnScore {
  return {
    turn: 1,
    nodeId: 's-greet',
    time: 0,
    text: '',
    normalized: '',
    outcome: 'matched',
    intent: null,
    match: 'keywords',
    crossNode: false,
    reference: null,
    similarity: 0.5,
    keywords: null,
    wording: null,
    sensitive: [],
    polite: [],
    scenarioKeywords: [],
    ...fields,
  };
}

const keywords = (expression: string, missed: string[][]): dialogue.KeywordResult => ({ expression, satisfied: missed.length === 0, hit: [], missed });
const word = { word: 'x', text: 'x', start: 0, end: 1 };
const summary = (path: string[], completed: boolean): dialogue.SessionSummary => ({
  reason: completed ? 'completed' : 'requested',
  completed,
  path,
  turns: 1,
  nonStandardAnswers: 0,
  timeouts: 0,
  silences: 0,
  scenarioKeywords: [],
});

describe('practice session scoring', () => {
  it('scores a turn from its quality (stored before it was kept: its keyword coverage, else its similarity), less 20 per sensitive word', () => {
    expect(turnScore(turn({ keywords: keywords('欢迎,称呼|贵姓', []) }))).toBe(100);
    expect(turnScore(turn({ keywords: keywords('欢迎,称呼|贵姓', [['称呼', '贵姓']]) }))).toBe(50);
    expect(turnScore(turn({ similarity: 0.5 }))).toBe(50);
    const quality = { value: 0.25, answer: true, coverage: 1, similarity: 0.1, length: 1, repetition: 1, density: 0.5 };
    expect(turnScore(turn({ keywords: keywords('欢迎,称呼|贵姓', []), quality }))).toBe(25);
    expect(turnScore(turn({ outcome: 'nonStandard', match: null, similarity: 0.5 }))).toBe(20);
    expect(turnScore(turn({ outcome: 'nonStandard', match: null, similarity: 0.5, sensitive: [word, word] }))).toBe(0);
    expect(turnScore(turn({ outcome: 'timeout' }))).toBe(0);
  });

  it('measures completeness along the shortest way to the end', () => {
    expect(completeness(scenario, summary(['start', 'c-enter', 's-greet', 'c-price', 's-offer', 'c-drive', 'q-warranty', 'end'], true))).toBe(100);
    // start → c-enter → s-greet walked (2), s-greet → c-price → s-offer → c-warranty → q-warranty → end still needed (5).
    expect(completeness(scenario, summary(['start', 'c-enter', 's-greet'], false))).toBe(28.6);
  });

  it('weighs the rule items over the dimensions their names point at, or averages without a rule', () => {
    const turns = [{ inputs: turn({ polite: [word] }), score: 80 }];
    const rule = {
      passScore: 90,
      items: [
        { name: '关键词', weight: 50, min: 0, max: 100 },
        { name: '流程完整度', weight: 30, min: 0, max: 100 },
        { name: '语速音量', weight: 20, min: 50, max: 100 },
      ],
    };
    const done = summary(['start', 'end'], true);
    const ruled = sessionResult(scenario, done, turns, rule);
    expect(ruled.result.items.map((item) => [item.dimension, item.score])).toEqual([
      ['keywords', 50],
      ['completeness', 100],
      ['turnscore', 90],
    ]);
    expect(ruled).toMatchObject({ score: 73, passed: false });
    expect(ruled.result.polite).toBe(100);
    expect(sessionResult(scenario, done, turns, null)).toMatchObject({ score: 90, passed: true, result: { passscore: 60, items: [] } });
  });

  it('scores 0 on every criterion when the learner gave no answer', () => {
    // The customer's opening lines already walked start → c-enter → s-greet, and every turn timed out.
    const walked = { ...summary(['start', 'c-enter', 's-greet'], false), turns: 0 };
    const rule = {
      passScore: 60,
      items: [
        { name: '流程完整度', weight: 60, min: 20, max: 100 },
        { name: '礼貌用语', weight: 40, min: 0, max: 100 },
      ],
    };
    for (const turns of [[], [{ inputs: turn({ outcome: 'timeout', match: null }), score: 0 }]]) {
      for (const scored of [sessionResult(scenario, walked, turns, null), sessionResult(scenario, walked, turns, rule)]) {
        expect(scored).toMatchObject({ score: 0, passed: false, result: { completeness: 0, turnscore: 0, keywords: 0, polite: 0 } });
        expect(scored.result.items.every((item) => item.score === 0)).toBe(true);
      }
    }
  });

  it('counts the learner answers still needed from where the session stopped', () => {
    expect(unansweredSteps(scenario, summary(['start', 'c-enter', 's-greet'], false))).toBe(3);
    expect(unansweredSteps(scenario, summary(['start', 'c-enter', 's-greet', 'c-need', 's-offer'], false))).toBe(2);
    expect(unansweredSteps(scenario, summary(['start', 'c-enter', 's-greet', 'c-price', 's-offer', 'c-drive', 'q-warranty'], false))).toBe(1);
    expect(unansweredSteps(scenario, summary(['start', 'c-enter', 's-greet', 'c-price', 's-offer', 'c-warranty', 'q-warranty', 'end'], true))).toBe(0);
  });
});

/** The demo's way through the car-sales flow: the nodes each answer walks to, the opening first. */
const OPENING = ['start', 'c-enter', 's-greet'];
const ROUTES = [
  [['c-price', 's-offer'], ['c-warranty', 'q-warranty'], ['end']],
  [['c-need', 's-offer'], ['c-drive', 'q-warranty'], ['end']],
];
const DEMO_RULE: RuleInput = DEMO_SCORING_RULE;

/** A scored turn: matched (moving on) or not, its keyword coverage as similarity, with or without a polite word. */
function scored(fields: Partial<dialogue.TurnScore>) {
  const inputs = turn(fields);
  return { inputs, score: turnScore(inputs) };
}
const good = scored({ similarity: 1, polite: [word] });

/** The session ended (by the learner, unless it reached the end) after the turns, having walked `steps` of the route. */
function ended(turns: ReturnType<typeof scored>[], steps: number, route = ROUTES[0]!, rule: RuleInput | null = DEMO_RULE) {
  const path = [...OPENING, ...route.slice(0, steps).flat()];
  const done = path.at(-1) === 'end';
  const stopped = { ...summary(path, done), turns: turns.length };
  // Each turn is said at the learner node the session waits at; a matched one moves it on.
  const waits = [OPENING.at(-1)!, ...route.map((step) => step.at(-1)!)];
  let at = 0;
  const placed = turns.map(({ inputs, score }, index) => {
    const nodeId = waits[at]!;
    if (inputs.outcome === 'matched') at += 1;
    return { inputs: { ...inputs, nodeId, turn: index + 1 }, score };
  });
  return sessionResult(scenario, stopped, placed, rule);
}

describe('practice session scoring when the learner stops early', () => {
  it('scores one good answer then the end below the full run, and does not pass it', () => {
    const early = ended([good], 1);
    const full = ended([good, good, good], 3);
    expect(full).toMatchObject({ score: 100, passed: true });
    // Two of the three answers are missing: they count as answers scoring 0.
    expect(early.result).toMatchObject({ keywords: 33.3, polite: 33.3, turnscore: 33.3, completeness: 33.3, answers: 3, failreason: 'belowPassScore' });
    expect(early.result.steps.map((step) => step.outcome)).toEqual(['answered', 'unanswered', 'unanswered']);
    expect(early.score).toBeLessThan(full.score);
    expect(early.passed).toBe(false);
    expect(ended([good], 1, ROUTES[0], null)).toMatchObject({ score: 33.3, passed: false, result: { formula: 'mean', total: 33.3 } });
  });

  it('scores ending at once 0, and a partial run between that and the full run', () => {
    expect(ended([], 0)).toMatchObject({ score: 0, passed: false });
    const partial = ended([good, good], 2);
    expect(partial.result).toMatchObject({ keywords: 66.7, turnscore: 66.7, polite: 66.7, completeness: 66.7 });
    expect(partial.score).toBeGreaterThan(ended([good], 1).score);
    expect(partial.score).toBeLessThan(ended([good, good, good], 3).score);
    expect(partial.passed).toBe(false);
  });

  it('never passes a session short of the end node, even above the pass score', () => {
    const lenient = { passScore: 10, items: [{ name: '关键词', weight: 100, min: 0, max: 100 }] };
    expect(ended([good, good], 2, ROUTES[0], lenient)).toMatchObject({
      score: 66.7,
      passed: false,
      result: { failreason: 'flowNotFinished', answeredtoend: false },
    });
    expect(ended([good, good, good], 3, ROUTES[0], lenient)).toMatchObject({ score: 100, passed: true });
  });

  it('for the same answers so far, never lowers the score by answering on well, nor scores an early stop above the full run', () => {
    let seed = 20261125;
    const random = () => {
      const next = nextRandom(seed);
      seed = next.state;
      return next.value;
    };
    const anyTurn = () => {
      const roll = random();
      if (roll < 0.15) return scored({ outcome: 'timeout', match: null });
      const polite = random() < 0.5 ? [word] : [];
      const sensitive = random() < 0.1 ? [word] : [];
      return scored({ outcome: 'nonStandard', match: null, similarity: random(), polite, sensitive });
    };
    const wellAnswered = () => scored({ similarity: random(), polite: random() < 0.7 ? [word] : [] });
    const rules = [
      DEMO_RULE,
      null,
      {
        passScore: 60,
        items: [
          { name: '流程', weight: 50, min: 30, max: 90 },
          { name: '综合', weight: 50, min: 20, max: 100 },
        ],
      },
    ];
    for (let run = 0; run < 300; run += 1) {
      const route = ROUTES[run % ROUTES.length]!;
      const rule = rules[run % rules.length]!;
      // What the learner did so far: some steps walked, with stray non-standard answers and timeouts between.
      const walked = Math.floor(random() * 3);
      const turns: ReturnType<typeof scored>[] = [];
      for (let step = 0; step < walked; step += 1) {
        while (random() < 0.3) turns.push(anyTurn());
        turns.push(scored({ similarity: random(), polite: random() < 0.5 ? [word] : [], sensitive: random() < 0.1 ? [word] : [] }));
      }
      const scores = [ended(turns, walked, route, rule)];
      for (let step = walked; step < 3; step += 1) {
        turns.push(wellAnswered());
        scores.push(ended(turns, step + 1, route, rule));
      }
      const full = scores.at(-1)!;
      for (const [index, stop] of scores.entries()) {
        if (index > 0) expect(stop.score).toBeGreaterThanOrEqual(scores[index - 1]!.score);
        expect(stop.score).toBeLessThanOrEqual(full.score);
        if (stop !== full) expect(stop.passed).toBe(false);
      }
    }
  });
});
