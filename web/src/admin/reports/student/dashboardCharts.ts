import { figureLabel, REPORT_FIGURES, type Translate } from '@peilian/shared';
import type { ChartModel } from '../charts/options';
import type { StudentDashboard } from '../reportTypes';

/** Learning time in minutes per day (left) and the day's average score (right). */
export function dailyModel(dashboard: Pick<StudentDashboard, 'daily'>, t: Translate): ChartModel {
  return {
    kind: 'line',
    categories: dashboard.daily.map((point) => point.day.slice(5)),
    series: [
      {
        name: t('reports.glossary.inMinutes', { name: t(REPORT_FIGURES.learningTime.label) }),
        data: dashboard.daily.map((point) => Math.round(point.learningseconds / 60)),
      },
      { name: figureLabel(t, 'learnerAvgScore'), data: dashboard.daily.map((point) => point.avgscore), rightAxis: true },
    ],
  };
}

/** The ability radar: the learner's average per practice score item, out of 100. */
export function abilityModel(dashboard: Pick<StudentDashboard, 'abilities'>, t: Translate): ChartModel {
  return {
    kind: 'radar',
    max: 100,
    categories: dashboard.abilities.map((ability) => ability.name),
    series: [{ name: t('reports.fields.avgScore'), data: dashboard.abilities.map((ability) => ability.avgscore) }],
  };
}
