import { Card, Space, Statistic } from 'antd';
import { useT } from '../../../app';
import { ReportChart } from '../charts/ReportChart';
import { allRows } from '../columns';
import { ExportButton } from '../../blocks/ExportButton';
import { ListTable } from '../../blocks/ListTable';
import { ONLINE_DETAILS_PATH } from '../paths';
import { callQuery, exportQuery } from '../../data/urlQuery';
import { ReportFilters } from '../ReportFilters';
import { ReportLink } from '../ReportLink';
import { ReportPage } from '../ReportPage';
import { useAdminQuery } from '../../data/queries';
import { useUrlQuery } from '../../data/useUrlQuery';
import { activityModel } from './activityCharts';
import { departmentColumns, type DepartmentRow } from './activityColumns';

const DEFAULTS = { start: '', end: '', departmentid: '', positionid: '' };

/** Activity (admin §2 onlineuser): who is online now, daily active users and sign-ins, and each department's activity. */
export function ActivityPage() {
  const t = useT();
  const [query, setQuery] = useUrlQuery(DEFAULTS);
  const { data, loading, error } = useAdminQuery('reports', 'activity', callQuery(query));
  return (
    <ReportPage
      title={t('people.functions.onlineuser')}
      testId="activity-title"
      asof={data?.asof}
      error={error}
      extra={
        <ExportButton
          area="reports"
          name="exportActivity"
          args={exportQuery(query)}
          fileName={`${t('people.functions.onlineuser')}.xlsx`}
          testId="activity-export"
        />
      }
    >
      <ReportFilters value={query} onChange={setQuery} />
      {data && (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Card size="small">
            <ReportLink to={ONLINE_DETAILS_PATH} testId="activity-online-link">
              <Statistic title={t('reports.activity.onlineNow')} value={data.onlinenow} data-testid="activity-online-now" />
            </ReportLink>
          </Card>
          <ReportChart title={t('reports.activity.daily')} model={activityModel(data, t)} testId="activity-daily" />
          <Card size="small" title={t('reports.activity.departments')}>
            <ListTable<DepartmentRow>
              rowKey="departmentid"
              loading={loading}
              columns={departmentColumns(t)}
              data={allRows(data.departments)}
              testId="activity-departments"
            />
          </Card>
        </Space>
      )}
    </ReportPage>
  );
}
