import type { Translate } from '@peilian/shared';
import { Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { COLUMN_PX, textColumn } from '../../blocks/columns';
import { figureTitle, NUMBER } from '../columns';
import { durationText, scoreText, statusColor, statusLabel, timeText } from '../format';
import { dashboardPath } from '../paths';
import type { TaskLearnerList } from '../reportTypes';

export type LearnerRow = TaskLearnerList['rows'][number];

/** A package's (or child task's) learner rows: who, their status, score, time and when. */
export function learnerColumns(t: Translate, canOpenDashboard: boolean): TableColumnsType<LearnerRow> {
  return [
    {
      key: 'name',
      title: t('reports.fields.name'),
      width: COLUMN_PX.name,
      render: (_, row) => (canOpenDashboard ? <Link to={dashboardPath(row.userid)}>{row.name}</Link> : row.name),
    },
    { key: 'account', title: t('reports.fields.account'), dataIndex: 'account', width: COLUMN_PX.name },
    textColumn<LearnerRow>(t('reports.fields.departmentName'), 'departmentname', { width: COLUMN_PX.name }),
    {
      key: 'status',
      title: t('reports.common.status'),
      width: COLUMN_PX.status,
      render: (_, row) => <Tag color={statusColor(row.status)}>{t(statusLabel(row.status))}</Tag>,
    },
    { key: 'score', title: figureTitle(t, 'score'), ...NUMBER, render: (_, row) => scoreText(row.score) },
    { key: 'seconds', title: figureTitle(t, 'time'), ...NUMBER, render: (_, row) => durationText(row.seconds) },
    { key: 'startedat', title: t('reports.fields.startedAt'), width: COLUMN_PX.date, render: (_, row) => timeText(row.startedat) },
    { key: 'finishedat', title: t('reports.fields.finishedAt'), width: COLUMN_PX.date, render: (_, row) => timeText(row.finishedat) },
  ];
}
