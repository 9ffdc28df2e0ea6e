import type { Translate } from '@peilian/shared';
import { Button, Tag, type TableColumnsType } from 'antd';
import { adminTime } from '../time';
import { actionsColumn, clippedText, COLUMN_PX } from '../blocks/columns';
import type { DrillRow } from './faqQueries';

/** A drill's task: its package and child task, or free practice from the whole bank. */
export const drillTask = (t: Translate, row: Pick<DrillRow, 'packagetitle' | 'childtitle'>): string => {
  if (!row.childtitle) return t('faqAdmin.drills.freePractice');
  return row.packagetitle ? `${row.packagetitle} / ${row.childtitle}` : row.childtitle;
};

/** The state, score and pass mark of a drill (a running one has neither score nor result). */
export function drillResult(t: Translate, row: Pick<DrillRow, 'status' | 'passed'>) {
  if (row.status !== 1) return <Tag>{t('faqAdmin.drills.running')}</Tag>;
  return <Tag color={row.passed ? 'green' : 'red'}>{t(row.passed ? 'faqAdmin.drills.passed' : 'faqAdmin.drills.failed')}</Tag>;
}

/** The practice records' columns: learner, department, task, result, score, answered, start, detail. */
export function drillColumns(t: Translate, onDetail: (row: DrillRow) => void): TableColumnsType<DrillRow> {
  return [
    { title: t('faqAdmin.drills.learner'), key: 'learner', width: 200, render: (_, row) => clippedText(`${row.username}（${row.account}）`) },
    { title: t('faqAdmin.drills.department'), dataIndex: 'departmentname', width: COLUMN_PX.name, render: (name: string) => clippedText(name, 1) },
    { title: t('faqAdmin.drills.task'), key: 'task', width: COLUMN_PX.text, render: (_, row) => clippedText(drillTask(t, row)) },
    { title: t('faqAdmin.drills.result'), key: 'result', width: 100, render: (_, row) => drillResult(t, row) },
    { title: t('faqAdmin.drills.score'), dataIndex: 'score', width: COLUMN_PX.number, render: (score: number | null) => score ?? '—' },
    {
      title: t('faqAdmin.drills.answered'),
      key: 'answered',
      width: 100,
      render: (_, row) => t('faqAdmin.drills.answeredCount', { answered: row.answered, total: row.total }),
    },
    { title: t('faqAdmin.drills.startdate'), dataIndex: 'startdate', width: COLUMN_PX.date, render: (ms: number) => adminTime(ms) },
    actionsColumn<DrillRow>(t('faqAdmin.drills.actions'), 90, (row) => (
      <Button type="link" onClick={() => onDetail(row)} data-testid={`faq-drill-detail-${row.id}`}>
        {t('faqAdmin.drills.detail')}
      </Button>
    )),
  ];
}
