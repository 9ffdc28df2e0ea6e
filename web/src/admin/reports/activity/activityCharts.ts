import { figureLabel, REPORT_FIGURES, type Translate } from '@peilian/shared';
import type { ChartModel } from '../charts/options';
import type { ActivityReport } from '../reportTypes';

/** Daily active users and sign-ins, with the day's learning time in minutes on the right. */
export function activityModel(report: Pick<ActivityReport, 'daily'>, t: Translate): ChartModel {
  return {
    kind: 'line',
    categories: report.daily.map((point) => point.day.slice(5)),
    series: [
      { name: figureLabel(t, 'activeLearners'), data: report.daily.map((point) => point.activeusers) },
      { name: figureLabel(t, 'logins'), data: report.daily.map((point) => point.logins) },
      {
        name: t('reports.glossary.inMinutes', { name: t(REPORT_FIGURES.learningTime.label) }),
        data: report.daily.map((point) => Math.round(point.learningseconds / 60)),
        rightAxis: true,
      },
    ],
  };
}
