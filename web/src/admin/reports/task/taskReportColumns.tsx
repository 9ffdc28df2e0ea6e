import { taskListLabel, type Translate } from '@peilian/shared';
import type { TableColumnsType } from 'antd';
import { COLUMN_PX } from '../../blocks/columns';
import { clippedLink, progressColumns } from '../columns';
import { timeText } from '../format';
import { taskDetailPath, type CarriedFilters } from '../paths';
import type { TaskReportList } from '../reportTypes';

export type TaskReportRow = TaskReportList['rows'][number];

/** The task report's columns: a package (its details open with the same filters), its list, its period and its progress. */
export function taskReportColumns(t: Translate, filters: CarriedFilters): TableColumnsType<TaskReportRow> {
  return [
    {
      key: 'title',
      title: t('reports.fields.title'),
      width: COLUMN_PX.text,
      render: (_, row) => clippedLink(taskDetailPath(row.packageid, filters), row.title, 'task-report-open'),
    },
    { key: 'type', title: t('reports.common.taskType'), width: COLUMN_PX.status, render: (_, row) => t(taskListLabel(row.tasktype)) },
    {
      key: 'period',
      title: t('reports.fields.taskPeriod'),
      width: COLUMN_PX.date,
      render: (_, row) => (
        <>
          {timeText(row.startat)} ~<br />
          {timeText(row.endat)}
        </>
      ),
    },
    ...progressColumns<TaskReportRow>(t),
  ];
}
