import type { UsageCell } from '@peilian/shared';
import { describe, expect, it } from 'vitest';
import { SERIES_MAX, usageModel, usageRows } from './usageChart';

const cell = (key: string, period: string, cost: number, quantity = 0): UsageCell => ({
  key,
  name: key ? `部门${key}` : '',
  period,
  service: 'asr',
  quantity,
  output: 0,
  cost,
});
const NAMES = { none: '未归属', others: '其他' };

describe('the usage chart', () => {
  it('stacks one part per department per period, cost in yuan, the largest first', () => {
    const cells = [cell('a', '2026-11-01', 150), cell('a', '2026-11-01', 1), cell('b', '2026-11-02', 999), cell('', '2026-11-02', 5)];
    const model = usageModel(cells, ['2026-11-01', '2026-11-02'], 'cost', NAMES);
    expect(model).toMatchObject({ kind: 'bar', stacked: true, categories: ['2026-11-01', '2026-11-02'] });
    expect(model.series).toEqual([
      { name: '部门b', data: [0, 9.99] },
      { name: '部门a', data: [1.51, 0] },
      { name: '未归属', data: [0, 0.05] },
    ]);
  });

  it('counts quantity when asked, and shares one part among the smaller ones past the limit', () => {
    const cells = Array.from({ length: SERIES_MAX + 2 }, (_, index) => cell(String(index), '2026-11-01', 0, 100 - index));
    const model = usageModel(cells, ['2026-11-01'], 'quantity', NAMES);
    expect(model.series).toHaveLength(SERIES_MAX);
    expect(model.series[0]).toEqual({ name: '部门0', data: [100] });
    // The three smallest: 100 - 7, 100 - 8 and 100 - 9.
    expect(model.series.at(-1)).toEqual({ name: '其他', data: [93 + 92 + 91] });
  });

  it('keys each table row by its department, period and service', () => {
    expect(usageRows([cell('a', '2026-11-01', 1)])[0]?.id).toBe('a|2026-11-01|asr');
  });
});
