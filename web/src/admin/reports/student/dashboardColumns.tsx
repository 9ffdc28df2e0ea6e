import { childTypeLabel, type Translate } from '@peilian/shared';
import { Tag, type TableColumnsType } from 'antd';
import { COLUMN_PX, textColumn } from '../../blocks/columns';
import { figureTitle, NUMBER } from '../columns';
import { durationText, scoreText, statusColor, statusLabel, timeText } from '../format';
import type { StudentDashboard } from '../reportTypes';

/** A submitted exam, keyed by its paper and when (an exam row has no id of its own). */
export type ExamRow = StudentDashboard['exams'][number] & { key: string };
export type TaskRow = StudentDashboard['tasks'][number];

/** The learner's exams: the paper and its package, the score, passed or not, and when. */
export const examColumns = (t: Translate): TableColumnsType<ExamRow> => [
  textColumn<ExamRow>(t('reports.student.exam'), 'title'),
  textColumn<ExamRow>(t('reports.student.packageTitle'), 'packagetitle'),
  { key: 'score', title: figureTitle(t, 'score'), ...NUMBER, render: (_, row) => scoreText(row.score) },
  {
    key: 'passed',
    title: t('reports.student.result'),
    width: COLUMN_PX.status,
    render: (_, row) => <Tag color={row.passed ? 'success' : 'error'}>{t(row.passed ? 'reports.student.examPassed' : 'reports.student.examFailed')}</Tag>,
  },
  { key: 'at', title: t('reports.student.submittedAt'), width: COLUMN_PX.date, render: (_, row) => timeText(row.submittedat) },
];

/** The learner's child tasks: their package, the task, its type and status, score and time. */
export const taskColumns = (t: Translate): TableColumnsType<TaskRow> => [
  textColumn<TaskRow>(t('reports.student.packageTitle'), 'packagetitle'),
  textColumn<TaskRow>(t('reports.common.child'), 'title'),
  { key: 'type', title: t('reports.fields.type'), width: COLUMN_PX.status, render: (_, row) => t(childTypeLabel(row.type)) },
  {
    key: 'status',
    title: t('reports.common.status'),
    width: COLUMN_PX.status,
    render: (_, row) => <Tag color={statusColor(row.status)}>{t(statusLabel(row.status))}</Tag>,
  },
  { key: 'score', title: figureTitle(t, 'score'), ...NUMBER, render: (_, row) => scoreText(row.score) },
  { key: 'time', title: figureTitle(t, 'time'), ...NUMBER, render: (_, row) => durationText(row.seconds) },
];
