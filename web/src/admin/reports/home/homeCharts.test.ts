import type { Translate } from '@peilian/shared';
import { describe, expect, it } from 'vitest';
import { trendModel, weakSkillsModel } from './homeCharts';

const t: Translate = (key) => key;
const point = (day: string, activelearners: number, practiceavgscore: number | null) => ({
  day,
  activelearners,
  learningseconds: 0,
  taskscompleted: 1,
  exampassrate: null,
  practicesessions: 2,
  practiceavgscore,
});

describe('the home charts', () => {
  it('draw the trend per day of the period, the practice average on its own axis', () => {
    const model = trendModel({ trend: [point('2026-11-22', 4, 80), point('2026-11-23', 6, null)] }, t);
    expect(model.categories).toEqual(['11-22', '11-23']);
    expect(model.series.map((series) => [series.name, series.data, series.rightAxis === true])).toEqual([
      // Named by the glossary: the daily count is of child tasks passed.
      ['reports.glossary.activeLearners.label', [4, 6], false],
      ['reports.glossary.childTasksPassed.label', [1, 1], false],
      ['reports.glossary.practiceSessions.label', [2, 2], false],
      ['reports.glossary.practiceAvgScore.label', [80, null], true],
    ]);
  });

  it('draw the weakest skills as horizontal bars of their average', () => {
    const model = weakSkillsModel({ weakskills: [{ name: '异议处理', avgscore: 55.5, sessions: 3 }] }, t);
    expect(model).toMatchObject({ kind: 'bar', horizontal: true, categories: ['异议处理'], series: [{ data: [55.5] }] });
  });
});
