import { describe, expect, it } from 'vitest';
import { drawQuestions, drawRulesSchema, seededRandom, type DrawCandidate, type DrawRule } from './draw.js';

const bank: DrawCandidate[] = [
  ...Array.from({ length: 10 }, (_, i) => ({ id: `s-low-${i}`, type: 0, level: 1, catalog: 'sales' })),
  ...Array.from({ length: 5 }, (_, i) => ({ id: `s-high-${i}`, type: 0, level: 3, catalog: 'sales' })),
  ...Array.from({ length: 4 }, (_, i) => ({ id: `m-${i}`, type: 1, level: 2, catalog: 'product' })),
  { id: 'm-off', type: 1, level: 2, catalog: 'product', disabled: 1 },
  ...Array.from({ length: 3 }, (_, i) => ({ id: `j-${i}`, type: 2, level: 1, catalog: 'service' })),
];
const rule = (overrides: Partial<DrawRule>): DrawRule => ({ catalogs: [], type: 0, level: 0, count: 1, score: 10, ...overrides });

describe('seededRandom', () => {
  it('repeats its sequence for a seed and stays in [0, 1)', () => {
    const a = seededRandom('exam-42');
    const b = seededRandom('exam-42');
    const values = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(values);
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(seededRandom('exam-43')()).not.toBe(seededRandom('exam-42')());
    expect(seededRandom(7)()).toBe(seededRandom(7)());
  });
});

describe('drawQuestions', () => {
  it('draws per type, level and catalogue without repeats', () => {
    const result = drawQuestions(
      [rule({ catalogs: ['sales'], level: 1, count: 4, score: 10 }), rule({ type: 1, count: 3, score: 15 }), rule({ type: 2, count: 3, score: 5 })],
      bank,
      seededRandom(1),
    );
    expect(result.shortfalls).toEqual([]);
    expect(result.picks).toHaveLength(10);
    expect(new Set(result.picks.map((pick) => pick.id)).size).toBe(10);
    expect(result.picks.slice(0, 4).every((pick) => pick.id.startsWith('s-low-') && pick.score === 10 && pick.rule === 0)).toBe(true);
    expect(result.picks.slice(4, 7).every((pick) => pick.id.startsWith('m-') && pick.score === 15)).toBe(true);
    expect(result.picks.map((pick) => pick.id)).not.toContain('m-off');
  });

  it('is reproducible for a seed and independent of the bank order', () => {
    const rules = [rule({ count: 6 })];
    const a = drawQuestions(rules, bank, seededRandom('s'));
    const b = drawQuestions(rules, [...bank].reverse(), seededRandom('s'));
    expect(b).toEqual(a);
    const c = drawQuestions(rules, bank, seededRandom('other'));
    expect(c.picks.map((pick) => pick.id)).not.toEqual(a.picks.map((pick) => pick.id));
  });

  it('reaches every candidate over many seeds (no position is favoured away)', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 300; seed += 1)
      for (const pick of drawQuestions([rule({ level: 1, count: 1 })], bank, seededRandom(seed)).picks) seen.add(pick.id);
    expect(seen.size).toBe(10);
  });

  it('reports a shortfall and takes what there is', () => {
    const result = drawQuestions([rule({ type: 1, count: 6 })], bank, seededRandom(2));
    expect(result.picks).toHaveLength(4);
    expect(result.shortfalls).toEqual([{ rule: 0, wanted: 6, available: 4 }]);
  });

  it('never draws a question twice across rules, nor an excluded one', () => {
    const result = drawQuestions([rule({ type: 2, count: 2 }), rule({ type: 2, count: 2 })], bank, seededRandom(3), ['j-0']);
    expect(result.picks.map((pick) => pick.id).sort()).toEqual(['j-1', 'j-2']);
    expect(result.shortfalls).toEqual([{ rule: 1, wanted: 2, available: 0 }]);
  });

  it('survives a misbehaving random source, duplicate bank rows and an empty bank', () => {
    for (const value of [Number.NaN, 1, 5, -3]) {
      const result = drawQuestions([rule({ level: 3, count: 5 })], bank, () => value);
      expect(new Set(result.picks.map((pick) => pick.id)).size).toBe(5);
    }
    expect(drawQuestions([rule({ count: 2 })], [bank[0] as DrawCandidate, bank[0] as DrawCandidate], seededRandom(1)).picks).toHaveLength(1);
    expect(drawQuestions([rule({ count: 2 })], [], seededRandom(1))).toEqual({ picks: [], shortfalls: [{ rule: 0, wanted: 2, available: 0 }] });
  });
});

describe('drawRulesSchema', () => {
  it('parses rules from a form and refuses bad ones with keys', () => {
    expect(drawRulesSchema.parse([{ type: '1', count: '3', score: '2.5' }])).toEqual([{ catalogs: [], type: 1, level: 0, count: 3, score: 2.5 }]);
    const messages = (input: unknown) => drawRulesSchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(messages([])).toEqual(['exam.draw.rulesRequired']);
    expect(messages([{ type: 0, count: 0, score: 1 }])).toEqual(['exam.draw.countInvalid']);
    expect(messages([{ type: 0, count: 1, score: 1.25 }])).toEqual(['exam.paper.batchScoreInvalid']);
    expect(messages([{ type: 4, count: 1, score: 1 }])).toEqual(['exam.rules.typeInvalid']);
  });
});
