import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as dialogue from './index.js';
import { completeness, sessionResult, turnScore } from './sessionScoring.js';

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
  it('scores a turn from its keyword coverage, else its similarity, less 20 per sensitive word', () => {
    expect(turnScore(turn({ keywords: keywords('欢迎,称呼|贵姓', []) }))).toBe(100);
    expect(turnScore(turn({ keywords: keywords('欢迎,称呼|贵姓', [['称呼', '贵姓']]) }))).toBe(80);
    expect(turnScore(turn({ similarity: 0.5 }))).toBe(80);
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
});
