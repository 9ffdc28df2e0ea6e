import { describe, expect, it } from 'vitest';
import { appealTotal, applyRescore, type AppealCriterion } from './rescore.js';

const ITEMS: AppealCriterion[] = [
  { key: 'item-0', label: '关键词', score: 50, min: 0, max: 100, weight: 60 },
  { key: 'item-1', label: '流程完整', score: 80, min: 20, max: 100, weight: 40 },
];

describe('appeal re-scoring', () => {
  it('totals by the record’s formula', () => {
    expect(appealTotal('weighted', ITEMS)).toBe(62);
    expect(appealTotal('mean', ITEMS)).toBe(65);
    expect(appealTotal('sum', ITEMS)).toBe(130);
    expect(
      appealTotal(
        'mean',
        [
          { score: 33, weight: null },
          { score: 34, weight: null },
          { score: 34, weight: null },
        ],
        true,
      ),
    ).toBe(34);
    expect(appealTotal('mean', [])).toBe(0);
  });

  it('raises the items named and says what changed', () => {
    const outcome = applyRescore(ITEMS, [{ key: 'item-0', score: 75 }]);
    expect(outcome).toMatchObject({ ok: true, changed: [{ key: 'item-0', label: '关键词', from: 50, to: 75 }] });
    if (outcome.ok) expect(appealTotal('weighted', outcome.criteria)).toBe(77);
  });

  it('refuses an unknown, repeated, lowered or out-of-range score, and a change of nothing', () => {
    expect(applyRescore(ITEMS, [{ key: 'item-9', score: 60 }])).toEqual({ ok: false, error: 'errors.appeals.itemUnknown', key: 'item-9' });
    expect(
      applyRescore(ITEMS, [
        { key: 'item-0', score: 60 },
        { key: 'item-0', score: 70 },
      ]),
    ).toMatchObject({ error: 'errors.appeals.itemRepeated' });
    expect(applyRescore(ITEMS, [{ key: 'item-0', score: 40 }])).toMatchObject({ error: 'errors.appeals.scoreLowered' });
    expect(applyRescore(ITEMS, [{ key: 'item-0', score: 101 }])).toMatchObject({ error: 'errors.appeals.scoreOutOfRange' });
    expect(applyRescore(ITEMS, [{ key: 'item-0', score: Number.NaN }])).toMatchObject({ error: 'errors.appeals.scoreOutOfRange' });
    expect(applyRescore(ITEMS, [{ key: 'item-1', score: 80 }])).toEqual({ ok: false, error: 'errors.appeals.nothingChanged' });
  });
});
