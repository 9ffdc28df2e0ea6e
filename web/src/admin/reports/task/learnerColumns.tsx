import type { Translate } from '@peilian/shared';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import { durationText, scoreText, statusColor, statusLabel, timeText } from '../format';
import { dashboardPath } from '../paths';
import type { TaskLearnerList } from '../reportTypes';

export type LearnerRow = TaskLearnerList['rows'][number];

/** A package's (or child task's) learner rows: who, their status, score, time and when. */
export function learnerColumns(t: Translate, canOpenDashboard: boolean): ColumnsType<LearnerRow> {
  return [
    {
      key: 'name',
      title: t('reports.fields.name'),
      render: (_, row) => (canOpenDashboard ? <Link to={dashboardPath(row.userid)}>{row.name}</Link> : row.name),
    },
    { key: 'account', title: t('reports.fields.account'), dataIndex: 'account' },
    { key: 'department', title: t('reports.fields.departmentName'), dataIndex: 'departmentname' },
    {
      key: 'status',
      title: t('reports.common.status'),
      render: (_, row) => <Tag color={statusColor(row.status)}>{t(statusLabel(row.status))}</Tag>,
    },
    { key: 'score', title: t('reports.fields.score'), align: 'right', render: (_, row) => scoreText(row.score) },
    { key: 'seconds', title: t('reports.fields.time'), align: 'right', render: (_, row) => durationText(row.seconds) },
    { key: 'startedat', title: t('reports.fields.startedAt'), render: (_, row) => timeText(row.startedat) },
    { key: 'finishedat', title: t('reports.fields.finishedAt'), render: (_, row) => timeText(row.finishedat) },
  ];
}
