import { describe, expect, it } from 'vitest';
import { chartOption, chartRows, seriesSummary, type ChartModel } from './options';

const trend: ChartModel = {
  kind: 'line',
  categories: ['11-21', '11-22'],
  series: [
    { name: '活跃学员', data: [3, 5] },
    { name: '练习平均分', data: [null, 82], rightAxis: true },
  ],
};

describe('a chart option', () => {
  it('draws a line chart on the days with a right-hand axis for the series that ask for it', () => {
    const option = chartOption(trend);
    expect(option.xAxis).toMatchObject({ type: 'category', data: ['11-21', '11-22'] });
    expect(option.yAxis).toHaveLength(2);
    expect(option.series).toEqual([
      expect.objectContaining({ type: 'line', name: '活跃学员', data: [3, 5], yAxisIndex: 0 }),
      expect.objectContaining({ type: 'line', name: '练习平均分', data: [null, 82], yAxisIndex: 1 }),
    ]);
  });

  it('lays horizontal bars with the names down the side, first at the top', () => {
    const option = chartOption({ kind: 'bar', horizontal: true, categories: ['礼貌用语', '需求挖掘'], series: [{ name: '平均分', data: [61, 70] }] });
    expect(option.xAxis).toMatchObject({ type: 'value' });
    expect(option.yAxis).toMatchObject({ type: 'category', data: ['礼貌用语', '需求挖掘'], inverse: true });
  });

  it('stacks the bars of a stacked chart into one per category, and only then', () => {
    const model: ChartModel = {
      kind: 'bar',
      stacked: true,
      categories: ['11-21'],
      series: [
        { name: '销售部', data: [1] },
        { name: '售后部', data: [2] },
      ],
    };
    expect(chartOption(model).series).toEqual([expect.objectContaining({ stack: 'total' }), expect.objectContaining({ stack: 'total' })]);
    expect(chartOption({ ...model, stacked: false }).series).toEqual([
      expect.not.objectContaining({ stack: 'total' }),
      expect.not.objectContaining({ stack: 'total' }),
    ]);
  });

  it('gives a radar one indicator per item, out of the given top', () => {
    const option = chartOption({ kind: 'radar', max: 100, categories: ['a', 'b', 'c'], series: [{ name: '平均分', data: [80, null, 60] }] });
    expect(option.radar).toMatchObject({
      indicator: [
        { name: 'a', max: 100 },
        { name: 'b', max: 100 },
        { name: 'c', max: 100 },
      ],
    });
    expect(option.series).toEqual([{ type: 'radar', data: [{ name: '平均分', value: [80, 0, 60] }] }]);
  });

  it('says its numbers as table rows and as one line', () => {
    expect(chartRows(trend)).toEqual([
      { category: '11-21', values: [3, null] },
      { category: '11-22', values: [5, 82] },
    ]);
    expect(seriesSummary(trend)).toBe('活跃学员 3 5; 练习平均分 - 82');
  });
});
