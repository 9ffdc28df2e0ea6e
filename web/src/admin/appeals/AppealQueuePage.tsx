import { PAGE_SIZE_DEFAULT, type AdminAppeal } from '@peilian/shared';
import { Alert, Button, Card, message, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../app';
import { ListTable } from '../blocks/ListTable';
import { PageTitle } from '../blocks/PageTitle';
import { useAdminQuery } from '../data/queries';
import { useUrlQuery } from '../data/useUrlQuery';
import { appealColumns } from './appealColumns';
import { AppealFilters, type AppealQueueQuery } from './AppealFilters';
import { CalendarDialog } from './CalendarDialog';
import { detailPath } from './paths';
import './appeals.css';

const DEFAULTS: AppealQueueQuery = { status: '', type: '', overdue: '', name: '', page: 1, rows: PAGE_SIZE_DEFAULT };

const number = (text: string) => (text === '' ? undefined : Number(text));

/**
 * The appeal queue (function `complain`, admin §3 Complaint, §9; docs/appeals.md): the learners'
 * appeals, filtered by status, record type, overdue and name, with the due day (15 working days of
 * the organisation's calendar) and the open ones past it marked; a row opens the appeal. The
 * organisation's holidays and make-up working days are edited from here. Filters and page in the URL.
 */
export function AppealQueuePage() {
  const t = useT();
  const navigate = useNavigate();
  const [query, setQuery] = useUrlQuery(DEFAULTS);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [notice, holder] = message.useMessage();
  const list = useAdminQuery('appeals', 'list', {
    status: number(query.status) as 0 | 2 | 3 | undefined,
    type: (query.type || undefined) as AdminAppeal['type'] | undefined,
    overdue: query.overdue === '1' ? 1 : undefined,
    name: query.name || undefined,
    page: query.page,
    rows: query.rows,
  });

  return (
    <Card>
      {holder}
      <PageTitle testId="appeal-queue-title">{t('appealsAdmin.title')}</PageTitle>
      <Typography.Paragraph type="secondary">{t('appealsAdmin.note')}</Typography.Paragraph>
      <AppealFilters query={query} onFilter={(change) => setQuery({ ...change, page: 1 })} onReset={() => setQuery({ ...DEFAULTS })}>
        <Button onClick={() => setCalendarOpen(true)} data-testid="appeal-calendar-open">
          {t('appealsAdmin.calendar.open')}
        </Button>
      </AppealFilters>
      {list.error && <Alert type="error" showIcon title={list.error} style={{ marginBottom: 16 }} />}
      <ListTable<AdminAppeal>
        emptyText={t('appealsAdmin.empty')}
        rowKey="id"
        testId="appeal-table"
        rowTestId={(row) => `appeal-row-${row.id}`}
        rowClassName={(row) => (row.overdue ? 'appeal-overdue' : '')}
        columns={appealColumns(t, (row) => navigate(detailPath(row.id)))}
        data={list.data}
        loading={list.loading}
        paging={query}
        onPaging={({ page, rows }) => setQuery({ page: rows === query.rows ? page : 1, rows })}
      />
      {calendarOpen && (
        <CalendarDialog
          onClose={() => setCalendarOpen(false)}
          onSaved={() => {
            setCalendarOpen(false);
            void notice.success(t('appealsAdmin.calendar.saved'));
          }}
        />
      )}
    </Card>
  );
}
