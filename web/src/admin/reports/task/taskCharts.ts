import { childTypeLabel, figureLabel, type Translate } from '@peilian/shared';
import type { ChartModel } from '../charts/options';
import type { TaskReportDetail } from '../reportTypes';

/** Each child task's learners in range, started, completed and passed, side by side. */
export function childrenModel(detail: Pick<TaskReportDetail, 'children'>, t: Translate): ChartModel {
  const { children } = detail;
  return {
    kind: 'bar',
    categories: children.map((child) => `${child.title} (${t(childTypeLabel(child.type))})`),
    series: [
      { name: figureLabel(t, 'rangeLearners'), data: children.map((child) => child.range) },
      { name: figureLabel(t, 'startedLearners'), data: children.map((child) => child.started) },
      { name: figureLabel(t, 'completedLearners'), data: children.map((child) => child.completed) },
      { name: figureLabel(t, 'passedLearners'), data: children.map((child) => child.passed) },
    ],
  };
}
