import type { Translate } from '@peilian/shared';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import { durationText, scoreText } from '../format';
import { dashboardPath } from '../paths';
import type { StudentReportList } from '../reportTypes';

export type StudentRow = StudentReportList['rows'][number];

/** The student report's columns: the ranking place, who, and their figures up to yesterday. */
export function studentColumns(t: Translate): ColumnsType<StudentRow> {
  return [
    { key: 'rank', title: t('reports.fields.rank'), dataIndex: 'rank', align: 'right', width: 72 },
    {
      key: 'name',
      title: t('reports.fields.name'),
      render: (_, row) => (
        <Link to={dashboardPath(row.userid)} data-testid="student-report-open">
          {row.name}
        </Link>
      ),
    },
    { key: 'account', title: t('reports.fields.account'), dataIndex: 'account' },
    { key: 'department', title: t('reports.fields.departmentName'), dataIndex: 'departmentname' },
    { key: 'tasks', title: t('reports.fields.tasks'), dataIndex: 'tasks', align: 'right' },
    { key: 'completed', title: t('reports.fields.completed'), dataIndex: 'completed', align: 'right' },
    { key: 'learning', title: t('reports.fields.learningTime'), align: 'right', render: (_, row) => durationText(row.learningseconds) },
    { key: 'avgscore', title: t('reports.fields.avgScore'), align: 'right', render: (_, row) => scoreText(row.avgscore) },
    { key: 'practice', title: t('reports.fields.practiceSessions'), dataIndex: 'practicesessions', align: 'right' },
    { key: 'exams', title: t('reports.fields.exams'), dataIndex: 'exams', align: 'right' },
    { key: 'passedexams', title: t('reports.fields.passedExams'), dataIndex: 'passedexams', align: 'right' },
  ];
}
