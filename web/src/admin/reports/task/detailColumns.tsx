import { childTypeLabel, type Translate } from '@peilian/shared';
import { Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import { progressColumns } from '../columns';
import { analysisPath, taskLearnersPath, type CarriedFilters } from '../paths';
import type { TaskReportDetail } from '../reportTypes';

export type ChildRow = TaskReportDetail['children'][number];
export type GroupRow = TaskReportDetail['departments'][number];

/** A package's child tasks: type, progress, and links to their analysis and their learners. */
export function childColumns(t: Translate, packageid: string, filters: CarriedFilters): ColumnsType<ChildRow> {
  return [
    { key: 'title', title: t('reports.common.child'), dataIndex: 'title' },
    { key: 'type', title: t('reports.fields.type'), render: (_, row) => t(childTypeLabel(row.type)) },
    ...progressColumns<ChildRow>(t),
    {
      key: 'actions',
      title: '',
      render: (_, row) => (
        <Space>
          <Link to={analysisPath(row.childid, packageid, filters)} data-testid="task-child-analysis">
            {t('reports.common.analyse')}
          </Link>
          <Link to={taskLearnersPath(packageid, row.childid, filters)} data-testid="task-child-learners">
            {t('reports.task.tabLearners')}
          </Link>
        </Space>
      ),
    },
  ];
}

/** A department's or a position's progress. */
export function groupColumns(t: Translate, nameTitle: string): ColumnsType<GroupRow> {
  return [{ key: 'name', title: nameTitle, dataIndex: 'name' }, ...progressColumns<GroupRow>(t)];
}
