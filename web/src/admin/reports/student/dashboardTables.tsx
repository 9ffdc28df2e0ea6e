import { childTypeLabel } from '@peilian/shared';
import { Button, Card, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useT } from '../../../app/hooks';
import { durationText, scoreText, statusColor, statusLabel, timeText } from '../format';
import type { StudentDashboard } from '../reportTypes';

type ExamRow = StudentDashboard['exams'][number];
type TaskRow = StudentDashboard['tasks'][number];

/** Admin §9: the student task list shows 3 items until asked for all. */
export const TASKS_SHOWN = 3;

/** The learner's submitted exams, newest first. */
export function ExamHistory({ exams }: { exams: ExamRow[] }) {
  const t = useT();
  const columns: ColumnsType<ExamRow> = [
    { key: 'title', title: t('reports.student.exam'), dataIndex: 'title' },
    { key: 'package', title: t('reports.student.packageTitle'), dataIndex: 'packagetitle' },
    { key: 'score', title: t('reports.fields.score'), align: 'right', render: (_, row) => scoreText(row.score) },
    {
      key: 'passed',
      title: t('reports.student.result'),
      render: (_, row) => <Tag color={row.passed ? 'success' : 'error'}>{t(row.passed ? 'reports.student.examPassed' : 'reports.student.examFailed')}</Tag>,
    },
    { key: 'at', title: t('reports.student.submittedAt'), render: (_, row) => timeText(row.submittedat) },
  ];
  return (
    <Card size="small" title={t('reports.student.examHistory')}>
      <Table<ExamRow>
        rowKey={(row) => `${row.title}-${row.submittedat}`}
        size="small"
        columns={columns}
        dataSource={exams}
        pagination={false}
        data-testid="dashboard-exams"
      />
    </Card>
  );
}

/** The learner's child tasks: 3 at first, all on request. */
export function StudentTasks({ tasks }: { tasks: TaskRow[] }) {
  const t = useT();
  const [all, setAll] = useState(false);
  const columns: ColumnsType<TaskRow> = [
    { key: 'package', title: t('reports.student.packageTitle'), dataIndex: 'packagetitle' },
    { key: 'title', title: t('reports.common.child'), dataIndex: 'title' },
    { key: 'type', title: t('reports.fields.type'), render: (_, row) => t(childTypeLabel(row.type)) },
    { key: 'status', title: t('reports.common.status'), render: (_, row) => <Tag color={statusColor(row.status)}>{t(statusLabel(row.status))}</Tag> },
    { key: 'score', title: t('reports.fields.score'), align: 'right', render: (_, row) => scoreText(row.score) },
    { key: 'time', title: t('reports.fields.time'), align: 'right', render: (_, row) => durationText(row.seconds) },
  ];
  const more = tasks.length > TASKS_SHOWN && (
    <Button type="link" onClick={() => setAll(!all)} data-testid="dashboard-tasks-all">
      {all ? t('reports.common.showLess') : t('reports.common.showAll', { count: tasks.length })}
    </Button>
  );
  return (
    <Card size="small" title={t('reports.student.tasks')} extra={more}>
      <Table<TaskRow>
        rowKey="childid"
        size="small"
        columns={columns}
        dataSource={all ? tasks : tasks.slice(0, TASKS_SHOWN)}
        pagination={false}
        data-testid="dashboard-tasks"
      />
    </Card>
  );
}
