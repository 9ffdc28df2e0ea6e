import { taskListLabel, type Translate } from '@peilian/shared';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import { progressColumns } from '../columns';
import { timeText } from '../format';
import { taskDetailPath, type CarriedFilters } from '../paths';
import type { TaskReportList } from '../reportTypes';

export type TaskReportRow = TaskReportList['rows'][number];

/** The task report's columns: a package (its details open with the same filters), its list, its period and its progress. */
export function taskReportColumns(t: Translate, filters: CarriedFilters): ColumnsType<TaskReportRow> {
  return [
    {
      key: 'title',
      title: t('reports.fields.title'),
      render: (_, row) => (
        <Link to={taskDetailPath(row.packageid, filters)} data-testid="task-report-open">
          {row.title}
        </Link>
      ),
    },
    { key: 'type', title: t('reports.common.taskType'), render: (_, row) => t(taskListLabel(row.tasktype)) },
    { key: 'period', title: t('reports.fields.taskPeriod'), render: (_, row) => `${timeText(row.startat)} ~ ${timeText(row.endat)}` },
    ...progressColumns<TaskReportRow>(t),
  ];
}
