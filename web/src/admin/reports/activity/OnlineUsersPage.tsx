import { PAGE_SIZE_DEFAULT } from '@peilian/shared';
import { useT } from '../../../app';
import { ListTable } from '../../blocks/ListTable';
import { useAdminQuery } from '../../data/queries';
import { callQuery } from '../../data/urlQuery';
import { ReportFilters } from '../ReportFilters';
import { ReportPage } from '../ReportPage';
import { useUrlQuery } from '../../data/useUrlQuery';
import { onlineColumns, type OnlineRow } from './activityColumns';

const DEFAULTS = { departmentid: '', text: '', page: 1, rows: PAGE_SIZE_DEFAULT };

/** Who is online now (onlineuserdetails): live from the heartbeat, paged. */
export function OnlineUsersPage() {
  const t = useT();
  const [query, setQuery] = useUrlQuery(DEFAULTS);
  const { data, loading, error } = useAdminQuery('reports', 'online', callQuery(query));
  const filters = { ...query, start: '', end: '', positionid: '' };
  return (
    <ReportPage title={t('reports.titles.onlineDetails')} testId="online-title" error={error}>
      <ReportFilters value={filters} onChange={setQuery} textPlaceholder={t('reports.common.learnerText')} noPeriod noPosition />
      <ListTable<OnlineRow>
        rowKey="userid"
        columns={onlineColumns(t)}
        data={data}
        loading={loading}
        paging={{ page: query.page, rows: query.rows }}
        onPaging={setQuery}
        testId="online-table"
      />
    </ReportPage>
  );
}
