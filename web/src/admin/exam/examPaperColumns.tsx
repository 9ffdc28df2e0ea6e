import type { ExaminationPaperRow, Translate } from '@peilian/shared';
import { Button, Tag, type TableColumnsType } from 'antd';
import { adminTime } from '../time';
import { actionsColumn, clippedText, COLUMN_PX } from '../blocks/columns';

const when = adminTime;

/** The handed-in papers' columns: learner, task, attempt, score, result, how and when handed in, duration, view (pinned in view). */
export function examPaperColumns(t: Translate, onView: (row: ExaminationPaperRow) => void): TableColumnsType<ExaminationPaperRow> {
  return [
    { key: 'learner', title: t('examAdmin.results.learner'), dataIndex: 'name', width: 110, render: (name: string) => clippedText(name, 1) },
    { key: 'account', title: t('examAdmin.results.account'), dataIndex: 'account', width: 120, render: (account: string) => clippedText(account, 1) },
    {
      key: 'department',
      title: t('examAdmin.results.department'),
      dataIndex: 'department',
      width: COLUMN_PX.name,
      render: (name: string) => clippedText(name, 1),
    },
    { key: 'task', title: t('examAdmin.results.task'), width: 220, render: (_, row) => clippedText(`${row.packageTitle} / ${row.childTitle}`) },
    { key: 'attempt', title: t('examAdmin.results.attempt'), dataIndex: 'attempt', width: 80 },
    { key: 'score', title: t('examAdmin.results.score'), dataIndex: 'score', width: 80 },
    {
      key: 'result',
      title: t('examAdmin.results.result'),
      dataIndex: 'passed',
      width: 90,
      render: (passed: boolean) => <Tag color={passed ? 'green' : 'red'}>{t(passed ? 'examAdmin.results.passed' : 'examAdmin.results.failed')}</Tag>,
    },
    {
      key: 'submittedBy',
      title: t('examAdmin.results.submittedBy'),
      dataIndex: 'submittedBy',
      width: 110,
      render: (by: string) => t(by === 'deadline' ? 'examAdmin.results.byDeadline' : 'examAdmin.results.byLearner'),
    },
    { key: 'startedAt', title: t('examAdmin.results.startedAt'), dataIndex: 'startedAt', width: COLUMN_PX.date, render: when },
    { key: 'submittedAt', title: t('examAdmin.results.submittedAt'), dataIndex: 'submittedAt', width: COLUMN_PX.date, render: when },
    {
      key: 'duration',
      title: t('examAdmin.results.duration'),
      dataIndex: 'duration',
      width: 100,
      render: (seconds: number) => t('examAdmin.results.durationValue', { minutes: Math.floor(seconds / 60), seconds: seconds % 60 }),
    },
    actionsColumn<ExaminationPaperRow>(t('examAdmin.bank.actions'), 80, (row) => (
      <Button type="link" onClick={() => onView(row)} data-testid={`exam-paper-view-${row.id}`}>
        {t('examAdmin.results.view')}
      </Button>
    )),
  ];
}
