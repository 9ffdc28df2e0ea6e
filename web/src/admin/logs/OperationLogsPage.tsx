import { PAGE_SIZE_DEFAULT } from '@peilian/shared';
import { Alert } from 'antd';
import { useState } from 'react';
import { useT } from '../../app';
import { ExportButton } from '../blocks/ExportButton';
import { ListTable } from '../blocks/ListTable';
import { PageTitle } from '../blocks/PageTitle';
import { useAdminQuery } from '../data/queries';
import { callQuery, exportQuery } from '../data/urlQuery';
import { useUrlQuery } from '../data/useUrlQuery';
import { OperationChangesDrawer } from './OperationChangesDrawer';
import { OperationLogFilters } from './OperationLogFilters';
import { operationLogColumns, type OperationLogRow } from './operationLogColumns';

const DEFAULTS = { keyword: '', function: '', record: '', start: '', end: '', page: 1, rows: PAGE_SIZE_DEFAULT };

/**
 * 操作日志 (`logoperation`, admin §2 /admin/log): every write of the back office, newest first,
 * filtered by operator, function, record and day, exported, and each one's changes
 * (docs/security.md "Operation log").
 */
export function OperationLogsPage() {
  const t = useT();
  const [query, setQuery] = useUrlQuery(DEFAULTS);
  const [opened, setOpened] = useState<OperationLogRow | null>(null);
  const { data, loading, error } = useAdminQuery('logs', 'operations', callQuery(query));
  return (
    <div>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 16 }}>
        <PageTitle testId="operation-log-title">{t('operationLogs.title')}</PageTitle>
        <ExportButton
          area="logs"
          name="exportOperations"
          args={exportQuery(query)}
          fileName={`${t('operationLogs.title')}.xlsx`}
          testId="operation-log-export"
        />
      </div>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="operation-log-error" />}
      {/* Keyed by the text filters: an operator picked in the table shows in the search box. */}
      <OperationLogFilters key={`${query.keyword}|${query.record}`} value={query} onChange={setQuery} />
      <ListTable<OperationLogRow>
        rowKey="id"
        columns={operationLogColumns(t, { onAccount: (keyword) => setQuery({ keyword }), onChanges: setOpened })}
        data={data}
        loading={loading}
        paging={{ page: query.page, rows: query.rows }}
        onPaging={setQuery}
        testId="operation-log-table"
      />
      <OperationChangesDrawer row={opened} onClose={() => setOpened(null)} />
    </div>
  );
}
