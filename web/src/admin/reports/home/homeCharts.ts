import { figureLabel, type Translate } from '@peilian/shared';
import type { ChartModel } from '../charts/options';
import type { HomeReport } from '../reportTypes';

/** The day as the axis shows it: `MM-DD` (the period never spans a year's end unnoticed: the tooltip has the day). */
const axisDay = (day: string): string => day.slice(5);

/** The home trend: active learners, tasks completed and practice sessions per day; the practice average on the right. */
export function trendModel(report: Pick<HomeReport, 'trend'>, t: Translate): ChartModel {
  const { trend } = report;
  return {
    kind: 'line',
    categories: trend.map((point) => axisDay(point.day)),
    series: [
      { name: figureLabel(t, 'activeLearners'), data: trend.map((point) => point.activelearners) },
      { name: figureLabel(t, 'childTasksPassed'), data: trend.map((point) => point.taskscompleted) },
      { name: figureLabel(t, 'practiceSessions'), data: trend.map((point) => point.practicesessions) },
      { name: figureLabel(t, 'practiceAvgScore'), data: trend.map((point) => point.practiceavgscore), rightAxis: true },
    ],
  };
}

/** The weakest practice score items, lowest first, as horizontal bars of their average. */
export function weakSkillsModel(report: Pick<HomeReport, 'weakskills'>, t: Translate): ChartModel {
  return {
    kind: 'bar',
    horizontal: true,
    categories: report.weakskills.map((skill) => skill.name),
    series: [{ name: t('reports.fields.avgScore'), data: report.weakskills.map((skill) => skill.avgscore) }],
  };
}
