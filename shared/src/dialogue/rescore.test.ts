import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appealSettled, rescoredResult } from './rescore.js';
import { scenarioSchema } from './schema.js';
import type { TurnScore } from './scoring.js';
import { sessionResult, turnScore, type RuleInput } from './sessionScoring.js';
import type { SessionSummary } from './types.js';

const scenario = scenarioSchema.parse(JSON.parse(readFileSync(new URL('../../../docs/examples/car-sales.scenario.json', import.meta.url), 'utf8')));
const word = { word: 'x', text: 'x', start: 0, end: 1 };

function turn(nodeId: string, seq: number, fields: Partial<TurnScore>): { inputs: TurnScore; score: number } {
  const inputs: TurnScore = {
    turn: seq,
    nodeId,
    time: 0,
    text: '',
    normalized: '',
    outcome: 'matched',
    intent: null,
    match: 'keywords',
    crossNode: false,
    reference: null,
    similarity: 0.8,
    keywords: null,
    wording: null,
    sensitive: [],
    polite: [],
    scenarioKeywords: [],
    ...fields,
  };
  return { inputs, score: turnScore(inputs) };
}

const summary = (path: string[], turns: number, nonStandardAnswers: number): SessionSummary => ({
  reason: path.at(-1) === 'end' ? 'completed' : 'requested',
  completed: path.at(-1) === 'end',
  path,
  turns,
  nonStandardAnswers,
  timeouts: 0,
  silences: 0,
  scenarioKeywords: [],
});

const OLD: RuleInput = { passScore: 60, items: [{ name: '流程完整度', weight: 100, min: 0, max: 100 }] };
const NEW: RuleInput = {
  passScore: 85,
  items: [
    { name: '关键词', weight: 50, min: 20, max: 100 },
    { name: '礼貌用语', weight: 30, min: 0, max: 100 },
    { name: '语速', weight: 20, min: 0, max: 80 },
  ],
};

/** Sessions as the live scoring leaves them: the full run, one stopped after one answer, one without a matched answer. */
const SESSIONS = {
  full: {
    summary: summary(['start', 'c-enter', 's-greet', 'c-price', 's-offer', 'c-warranty', 'q-warranty', 'end'], 3, 0),
    turns: [turn('s-greet', 1, { polite: [word] }), turn('s-offer', 2, { similarity: 0.6 }), turn('q-warranty', 3, { similarity: 1 })],
  },
  stopped: { summary: summary(['start', 'c-enter', 's-greet', 'c-price', 's-offer'], 1, 0), turns: [turn('s-greet', 1, { similarity: 0.9 })] },
  unanswered: {
    summary: summary(['start', 'c-enter', 's-greet'], 2, 2),
    turns: [turn('s-greet', 1, { outcome: 'timeout', match: null }), turn('s-greet', 2, { outcome: 'nonStandard', match: null })],
  },
};

describe('re-scoring a stored result with another rule', () => {
  it.each(Object.entries(SESSIONS))('gives the %s session what the live scoring would have given with the new rule', (_name, session) => {
    for (const [from, to] of [
      [OLD, NEW],
      [NEW, OLD],
      [OLD, null],
      [null, NEW],
    ] as const) {
      const stored = sessionResult(scenario, session.summary, session.turns, from).result as unknown as Record<string, unknown>;
      const expected = sessionResult(scenario, session.summary, session.turns, to);
      const again = rescoredResult(stored, to, { roleplay: false, completed: session.summary.completed });
      expect(again.score).toBe(expected.score);
      expect(again.passed).toBe(expected.passed);
      expect(again.result).toEqual(expected.result);
    }
  });

  it('keeps every other key of the result, an appeal among them', () => {
    const stored = { ...sessionResult(scenario, SESSIONS.full.summary, SESSIONS.full.turns, OLD).result, appeal: { id: 'a', status: 'pending' } };
    expect(rescoredResult(stored, NEW, { roleplay: false, completed: true }).result).toMatchObject({ appeal: { id: 'a', status: 'pending' }, passscore: 85 });
  });
});

describe('a settled appeal', () => {
  it.each([
    [{ appeal: { id: 'a', status: 'completed', before: 50, after: 70 } }, true],
    [{ appeal: { id: 'a', status: 'pending' } }, false],
    [{ appeal: null }, false],
    [{}, false],
    [null, false],
    ['completed', false],
  ])('%o is settled: %s', (result, settled) => {
    expect(appealSettled(result)).toBe(settled);
  });
});
