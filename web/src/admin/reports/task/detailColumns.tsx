import { childTypeLabel, type Translate } from '@peilian/shared';
import { Space, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { actionsColumn, COLUMN_PX, textColumn } from '../../blocks/columns';
import { progressColumns } from '../columns';
import { analysisPath, taskLearnersPath, type CarriedFilters } from '../paths';
import type { TaskReportDetail } from '../reportTypes';

export type ChildRow = TaskReportDetail['children'][number];
export type GroupRow = TaskReportDetail['departments'][number];

/** A package's child tasks: type, progress, and links to their analysis and their learners (pinned in view). */
export function childColumns(t: Translate, packageid: string, filters: CarriedFilters): TableColumnsType<ChildRow> {
  return [
    textColumn<ChildRow>(t('reports.common.child'), 'title'),
    { key: 'type', title: t('reports.fields.type'), width: COLUMN_PX.status, render: (_, row) => t(childTypeLabel(row.type)) },
    ...progressColumns<ChildRow>(t),
    actionsColumn<ChildRow>(t('reports.common.actions'), 180, (row) => (
      <Space>
        <Link to={analysisPath(row.childid, packageid, filters)} data-testid="task-child-analysis">
          {t('reports.common.analyse')}
        </Link>
        <Link to={taskLearnersPath(packageid, row.childid, filters)} data-testid="task-child-learners">
          {t('reports.task.tabLearners')}
        </Link>
      </Space>
    )),
  ];
}

/** A department's or a position's progress. */
export function groupColumns(t: Translate, nameTitle: string): TableColumnsType<GroupRow> {
  return [textColumn<GroupRow>(nameTitle, 'name', { width: COLUMN_PX.name }), ...progressColumns<GroupRow>(t)];
}
