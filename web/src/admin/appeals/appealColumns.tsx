import type { AdminAppeal, Translate } from '@peilian/shared';
import { Button, Typography, type TableColumnsType } from 'antd';
import { actionsColumn, clippedText, COLUMN_PX, textColumn } from '../blocks/columns';
import { adminTime } from '../time';
import { DueText, scoreChangeText, StatusTag } from './labels';

/** The queue's columns: who appealed what, why, by when, and how it ended; a row opens its appeal. */
export function appealColumns(t: Translate, open: (row: AdminAppeal) => void): TableColumnsType<AdminAppeal> {
  return [
    {
      key: 'learner',
      title: t('appealsAdmin.column.learner'),
      width: COLUMN_PX.name,
      render: (_, row) => (
        <div>
          {clippedText(row.username, 1)}
          <Typography.Text type="secondary">{row.account}</Typography.Text>
        </div>
      ),
    },
    {
      key: 'record',
      title: t('appealsAdmin.column.record'),
      width: 200,
      render: (_, row) => (
        <div>
          <Typography.Text type="secondary">{t(`appeals.type.${row.type}`)}</Typography.Text>
          {clippedText(row.recordtitle, 1)}
        </div>
      ),
    },
    { key: 'duedate', title: t('appealsAdmin.column.due'), width: 190, render: (_, row) => <DueText appeal={row} t={t} /> },
    {
      key: 'status',
      title: t('appealsAdmin.column.status'),
      width: 96,
      render: (_, row) => <StatusTag status={row.status} t={t} testId={`appeal-status-${row.id}`} />,
    },
    textColumn<AdminAppeal>(t('appealsAdmin.column.reason'), 'reason', { width: 220 }),
    { key: 'createdate', title: t('appealsAdmin.column.submitted'), width: COLUMN_PX.date, render: (_, row) => adminTime(row.createdate) },
    { key: 'department', title: t('appealsAdmin.column.department'), width: 120, render: (_, row) => clippedText(row.departmentname, 1) },
    { key: 'package', title: t('appealsAdmin.column.package'), width: 150, render: (_, row) => clippedText(row.packagetitle, 2) },
    { key: 'handler', title: t('appealsAdmin.column.handler'), width: 110, render: (_, row) => clippedText(row.handlername, 1) },
    { key: 'score', title: t('appealsAdmin.column.score'), width: 120, render: (_, row) => scoreChangeText(row.scorebefore, row.scoreafter) },
    actionsColumn<AdminAppeal>(t('appealsAdmin.column.actions'), 80, (row) => (
      <Button type="link" size="small" onClick={() => open(row)} data-testid={`appeal-open-${row.id}`}>
        {t('appealsAdmin.column.view')}
      </Button>
    )),
  ];
}
