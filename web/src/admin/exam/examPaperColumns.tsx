import type { ExaminationPaperRow, Translate } from '@peilian/shared';
import { Button, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';

const when = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm');

/** The handed-in papers' columns: learner, task, attempt, score, result, how and when handed in, duration, view. */
export function examPaperColumns(t: Translate, onView: (row: ExaminationPaperRow) => void): TableColumnsType<ExaminationPaperRow> {
  return [
    { title: t('examAdmin.results.learner'), dataIndex: 'name', width: 100 },
    { title: t('examAdmin.results.account'), dataIndex: 'account', width: 120 },
    { title: t('examAdmin.results.department'), dataIndex: 'department', width: 120 },
    { title: t('examAdmin.results.task'), key: 'task', render: (_, row) => `${row.packageTitle} / ${row.childTitle}` },
    { title: t('examAdmin.results.attempt'), dataIndex: 'attempt', width: 70 },
    { title: t('examAdmin.results.score'), dataIndex: 'score', width: 70 },
    {
      title: t('examAdmin.results.result'),
      dataIndex: 'passed',
      width: 90,
      render: (passed: boolean) => <Tag color={passed ? 'green' : 'red'}>{t(passed ? 'examAdmin.results.passed' : 'examAdmin.results.failed')}</Tag>,
    },
    {
      title: t('examAdmin.results.submittedBy'),
      dataIndex: 'submittedBy',
      width: 110,
      render: (by: string) => t(by === 'deadline' ? 'examAdmin.results.byDeadline' : 'examAdmin.results.byLearner'),
    },
    { title: t('examAdmin.results.startedAt'), dataIndex: 'startedAt', width: 140, render: when },
    { title: t('examAdmin.results.submittedAt'), dataIndex: 'submittedAt', width: 140, render: when },
    {
      title: t('examAdmin.results.duration'),
      dataIndex: 'duration',
      width: 100,
      render: (seconds: number) => t('examAdmin.results.durationValue', { minutes: Math.floor(seconds / 60), seconds: seconds % 60 }),
    },
    {
      title: t('examAdmin.bank.actions'),
      key: 'view',
      width: 80,
      fixed: 'right',
      render: (_, row) => (
        <Button type="link" onClick={() => onView(row)} data-testid={`exam-paper-view-${row.id}`}>
          {t('examAdmin.results.view')}
        </Button>
      ),
    },
  ];
}
