import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/index.js';
import { practiceResultSchema, practiceTurnSchema, type PracticeResult, type PracticeTurn } from '../schemas/practiceSession.js';
import { endReasonText, failReasonText, reportBreakdown, reportEntries, roundToTotal } from './reportBreakdown.js';

const zh = createTranslator('zh-CN');
const tenths = (values: readonly number[]) => values.reduce((sum, value) => sum + Math.round(value * 10), 0);

function result(fields: Partial<PracticeResult>): PracticeResult {
  return practiceResultSchema.parse({
    completeness: 0,
    turnscore: 0,
    keywords: 0,
    polite: 0,
    items: [],
    passscore: 60,
    summary: { turns: 0, nonStandardAnswers: 0, timeouts: 0, silences: 0, path: [] },
    ...fields,
  });
}

function turn(seq: number, fields: Partial<PracticeTurn>): PracticeTurn {
  return practiceTurnSchema.parse({
    seq,
    text: '',
    outcome: 'matched',
    nodeid: 'n',
    intentid: null,
    intentlabel: null,
    match: null,
    similarity: 0,
    keywords: null,
    sensitive: [],
    polite: [],
    score: 0,
    lines: [],
    timings: { engineMs: 1, audioMs: 1, sentMs: 1 },
    learneraudio: false,
    createdat: '2026-01-01T00:00:00.000Z',
    ...fields,
  });
}

describe('how the total is made', () => {
  it('lists each rule item with its weight and points, the points summing to the total', () => {
    const items = [
      { name: '关键词', weight: 40, dimension: 'keywords', score: 85, points: 34 },
      { name: '流程完整度', weight: 30, dimension: 'completeness', score: 100, points: 30 },
      { name: '礼貌用语', weight: 20, dimension: 'polite', score: 50, points: 10 },
      { name: '语速音量', weight: 10, dimension: 'turnscore', score: 83.3, points: 8.3 },
    ];
    const shown = reportBreakdown(zh, result({ formula: 'rule', items, total: 82.3 }));
    expect(shown.parts.map((part) => [part.name, part.weight, part.score, part.points])).toEqual([
      ['关键词', '40%', 85, 34],
      ['流程完整度', '30%', 100, 30],
      ['礼貌用语', '20%', 50, 10],
      ['语速音量', '10%', 83.3, 8.3],
    ]);
    expect(shown.total).toBe(82.3);
    expect(shown.formulaText).toBe('总分 = 各项得分 × 权重之和');
  });

  it('says the total without a scoring rule is the mean of completeness and the answer score, and the halves add up after rounding', () => {
    const shown = reportBreakdown(zh, result({ formula: 'mean', completeness: 57.1, turnscore: 33.3, total: 45.2 }));
    expect(shown.parts.map((part) => [part.name, part.weight, part.score])).toEqual([
      ['流程完整度', '÷ 2', 57.1],
      ['回答得分', '÷ 2', 33.3],
    ]);
    // 28.55 and 16.65 each round up to 45.3: a tenth is taken back where rounding added most.
    expect(tenths(shown.parts.map((part) => part.points))).toBe(452);
    expect(shown.formulaText).toBe('未设置评分规则：总分 = (流程完整度 + 回答得分) ÷ 2');
  });

  it('rounds any parts to tenths that sum to the rounded total, each within a tenth of its value', () => {
    for (const [values, total] of [
      [[10.04, 10.04, 10.04], 30.1],
      [[33.333, 33.333, 33.334], 100],
      [[0.05, 0.05, 0.05, 0.05], 0.2],
      [[12.5, 7.5], 20],
    ] as const) {
      const rounded = roundToTotal(values, total);
      expect(tenths(rounded)).toBe(Math.round(total * 10));
      rounded.forEach((value, index) => expect(Math.abs(value - values[index]!)).toBeLessThanOrEqual(0.1 + 1e-9));
    }
  });

  it('counts the answered steps and the answers the means are over', () => {
    const steps = [
      { nodeid: 'a', nodename: '热情接待', outcome: 'timedOut', seq: 1 },
      { nodeid: 'b', nodename: '介绍优惠', outcome: 'skipped', seq: null },
      { nodeid: 'c', nodename: '保修回答', outcome: 'answered', seq: 2 },
    ] as const;
    const shown = reportBreakdown(zh, result({ steps: [...steps], answers: 3 }));
    expect(shown.completenessText).toBe('作答 1/3 个节点');
    expect(shown.answersText).toBe('回答得分、关键词、礼貌用语为 3 个回答的平均，未作答的节点记 0 分');
    expect(reportBreakdown(zh, result({})).answersText).toBeNull();
  });

  it('words the counts right in English for one answer and for several', () => {
    const en = createTranslator('en');
    const one = reportBreakdown(en, result({ steps: [{ nodeid: 'c', nodename: 'Warranty', outcome: 'answered', seq: 1 }], answers: 1 }));
    expect(one.answersText).toBe('Answer score, keywords and politeness are taken from 1 answer; a step not answered counts 0');
    expect(one.completenessText).toBe('Steps answered: 1 of 1');
    expect(reportBreakdown(en, result({ steps: [{ nodeid: 'c', nodename: 'Warranty', outcome: 'answered', seq: 1 }], answers: 3 })).answersText).toContain(
      'means over 3 answers',
    );
  });
});

describe('why each answer scored what it did', () => {
  const steps = [
    { nodeid: 'a', nodename: '热情接待', outcome: 'timedOut', seq: 1 },
    { nodeid: 'b', nodename: '介绍优惠', outcome: 'skipped', seq: null },
    { nodeid: 'c', nodename: '保修回答', outcome: 'answered', seq: 2 },
  ] as const;
  const session = {
    result: result({ steps: [...steps] }),
    turns: [
      turn(1, { outcome: 'timeout' }),
      turn(2, {
        text: '保修三年或者10万公里',
        score: 100,
        keywords: {
          hit: ['3年', '十万'],
          missed: [['贵姓']],
          said: [
            { term: '3年', text: '三年' },
            { term: '十万', text: '十万' },
          ],
        },
      }),
    ],
  };

  it('explains a timed-out turn, a skipped step between the turns, and the keywords in the words said', () => {
    const entries = reportEntries(zh, session);
    expect(entries.map((entry) => (entry.kind === 'turn' ? entry.turn.seq : entry.step.nodeid))).toEqual([1, 'b', 2]);
    expect(entries[0]).toMatchObject({ kind: 'turn', reasons: [{ kind: 'timeout', text: '超时未回答，记 0 分' }] });
    expect(entries[1]).toMatchObject({ kind: 'step', text: '跳过的节点：介绍优惠（被跨节点回答越过，记 0 分）' });
    expect(entries[2]).toMatchObject({
      kind: 'turn',
      reasons: [
        { kind: 'said', text: '说到的关键词：三年（3年）、十万' },
        { kind: 'missed', text: '缺少的关键词：贵姓' },
      ],
    });
  });

  it('punctuates the reasons as English in English', () => {
    const reasons = reportEntries(createTranslator('en'), session).flatMap((entry) =>
      entry.kind === 'turn' ? entry.reasons.map((reason) => reason.text) : [],
    );
    expect(reasons).toContain('Keywords said: 三年 (3年), 十万');
    expect(reasons.filter((text) => /[（）、，]/.test(text))).toEqual([]);
  });

  it('shows steps never reached after the last turn, and the penalties of a stuffed answer', () => {
    const stuffed = turn(1, { quality: { value: 0.3, answer: true, coverage: 1, similarity: 0.4, length: 0.5, repetition: 1, density: 0.6 } });
    const entries = reportEntries(zh, {
      turns: [stuffed],
      result: result({
        steps: [
          { nodeid: 'a', nodename: '热情接待', outcome: 'answered', seq: 1 },
          { nodeid: 'b', nodename: '介绍优惠', outcome: 'unanswered', seq: null },
        ],
      }),
    });
    expect(entries.map((entry) => (entry.kind === 'turn' ? entry.reasons.map((reason) => reason.kind) : entry.text))).toEqual([
      ['length', 'density'],
      '未作答的节点：介绍优惠（记 0 分）',
    ]);
  });

  it('says 流程已完成 only when the learner answered to the end, and why a score at the pass mark did not pass', () => {
    const reached = { endreason: 'completed', passed: false, result: result({ answeredtoend: false, failreason: 'flowNotAnswered' }) };
    expect(endReasonText(zh, reached)).toBe('已到达结束节点（部分节点未作答）');
    expect(failReasonText(zh, reached)).toBe('有节点未作答（超时、跳过或被强制推进），不能通过');
    expect(endReasonText(zh, { endreason: 'completed', result: result({ answeredtoend: true }) })).toBe('流程已完成');
    expect(failReasonText(createTranslator('en'), { passed: false, result: result({ failreason: 'flowNotFinished' }) })).toMatch(/^The flow was not finished/);
    expect(failReasonText(zh, { passed: true, result: result({}) })).toBeNull();
  });
});
