import type { ReportProgress, Translate } from '@peilian/shared';
import type { ColumnsType } from 'antd/es/table';
import { durationText, rateOf, rateText, scoreText } from './format';

/** The progress counts a package, a child task, a department and a position share. */
export type ProgressRow = ReportProgress;

/** The columns of the progress counts, after a row's own (title, name). */
export function progressColumns<R extends ProgressRow>(t: Translate): ColumnsType<R> {
  return [
    { key: 'range', title: t('reports.fields.range'), dataIndex: 'range', align: 'right' },
    { key: 'started', title: t('reports.fields.started'), dataIndex: 'started', align: 'right' },
    { key: 'completed', title: t('reports.fields.completed'), dataIndex: 'completed', align: 'right' },
    { key: 'passed', title: t('reports.fields.passed'), dataIndex: 'passed', align: 'right' },
    { key: 'rate', title: t('reports.fields.completionRate'), align: 'right', render: (_, row) => rateText(rateOf(row.completed, row.range)) },
    { key: 'avgscore', title: t('reports.fields.avgScore'), align: 'right', render: (_, row) => scoreText(row.avgscore) },
    { key: 'avgseconds', title: t('reports.fields.avgTime'), align: 'right', render: (_, row) => durationText(row.avgseconds) },
  ];
}
