import type { Translate } from '@peilian/shared';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { COLUMN_PX, textColumn } from '../../blocks/columns';
import { figureTitle, NUMBER } from '../columns';
import { durationText, scoreText } from '../format';
import { dashboardPath } from '../paths';
import type { StudentReportList } from '../reportTypes';

export type StudentRow = StudentReportList['rows'][number];

/** The student report's columns: the ranking place, who, and their figures up to yesterday. */
export function studentColumns(t: Translate): TableColumnsType<StudentRow> {
  return [
    { key: 'rank', title: t('reports.fields.rank'), dataIndex: 'rank', align: 'right', width: 72 },
    {
      key: 'name',
      title: t('reports.fields.name'),
      width: COLUMN_PX.name,
      render: (_, row) => (
        <Link to={dashboardPath(row.userid)} data-testid="student-report-open">
          {row.name}
        </Link>
      ),
    },
    { key: 'account', title: t('reports.fields.account'), dataIndex: 'account', width: COLUMN_PX.name },
    textColumn<StudentRow>(t('reports.fields.departmentName'), 'departmentname', { width: COLUMN_PX.name }),
    { key: 'tasks', title: figureTitle(t, 'childTasksAssigned'), dataIndex: 'tasks', ...NUMBER },
    { key: 'completed', title: figureTitle(t, 'childTasksPassed'), dataIndex: 'completed', ...NUMBER },
    { key: 'learning', title: figureTitle(t, 'learningTime'), ...NUMBER, render: (_, row) => durationText(row.learningseconds) },
    { key: 'avgscore', title: figureTitle(t, 'learnerAvgScore'), ...NUMBER, render: (_, row) => scoreText(row.avgscore) },
    { key: 'practice', title: figureTitle(t, 'practiceSessions'), dataIndex: 'practicesessions', ...NUMBER },
    { key: 'exams', title: figureTitle(t, 'exams'), dataIndex: 'exams', ...NUMBER },
    { key: 'passedexams', title: figureTitle(t, 'passedExams'), dataIndex: 'passedexams', ...NUMBER },
  ];
}
