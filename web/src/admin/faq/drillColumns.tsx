import type { Translate } from '@peilian/shared';
import { Button, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { DrillRow } from './faqQueries';

/** A drill's task: its package and child task, or free practice from the whole bank. */
export const drillTask = (t: Translate, row: Pick<DrillRow, 'packagetitle' | 'childtitle'>): string =>
  row.childtitle ? `${row.packagetitle} / ${row.childtitle}` : t('faqAdmin.drills.freePractice');

/** The state, score and pass mark of a drill (a running one has neither score nor result). */
export function drillResult(t: Translate, row: Pick<DrillRow, 'status' | 'passed'>) {
  if (row.status !== 1) return <Tag>{t('faqAdmin.drills.running')}</Tag>;
  return <Tag color={row.passed ? 'green' : 'red'}>{t(row.passed ? 'faqAdmin.drills.passed' : 'faqAdmin.drills.failed')}</Tag>;
}

/** The practice records' columns: learner, department, task, result, score, answered, start, detail. */
export function drillColumns(t: Translate, onDetail: (row: DrillRow) => void): TableColumnsType<DrillRow> {
  return [
    { title: t('faqAdmin.drills.learner'), key: 'learner', render: (_, row) => `${row.username}（${row.account}）` },
    { title: t('faqAdmin.drills.department'), dataIndex: 'departmentname', width: 140 },
    { title: t('faqAdmin.drills.task'), key: 'task', render: (_, row) => drillTask(t, row) },
    { title: t('faqAdmin.drills.result'), key: 'result', width: 100, render: (_, row) => drillResult(t, row) },
    { title: t('faqAdmin.drills.score'), dataIndex: 'score', width: 80, render: (score: number | null) => score ?? '—' },
    {
      title: t('faqAdmin.drills.answered'),
      key: 'answered',
      width: 100,
      render: (_, row) => t('faqAdmin.drills.answeredCount', { answered: row.answered, total: row.total }),
    },
    { title: t('faqAdmin.drills.startdate'), dataIndex: 'startdate', width: 160, render: (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm') },
    {
      title: t('faqAdmin.drills.actions'),
      key: 'actions',
      width: 90,
      render: (_, row) => (
        <Button type="link" onClick={() => onDetail(row)} data-testid={`faq-drill-detail-${row.id}`}>
          {t('faqAdmin.drills.detail')}
        </Button>
      ),
    },
  ];
}
