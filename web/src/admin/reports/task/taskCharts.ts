import { childTypeLabel, type Translate } from '@peilian/shared';
import type { ChartModel } from '../charts/options';
import type { TaskReportDetail } from '../reportTypes';

/** Each child task's learners in range, started, completed and passed, side by side. */
export function childrenModel(detail: Pick<TaskReportDetail, 'children'>, t: Translate): ChartModel {
  const { children } = detail;
  return {
    kind: 'bar',
    categories: children.map((child) => `${child.title} (${t(childTypeLabel(child.type))})`),
    series: [
      { name: t('reports.fields.range'), data: children.map((child) => child.range) },
      { name: t('reports.fields.started'), data: children.map((child) => child.started) },
      { name: t('reports.fields.completed'), data: children.map((child) => child.completed) },
      { name: t('reports.fields.passed'), data: children.map((child) => child.passed) },
    ],
  };
}
