import { Button, Card, Space } from 'antd';
import { Link } from 'react-router-dom';
import { useT } from '../../../app';
import { ListTable } from '../../blocks/ListTable';
import { ReportChart } from '../charts/ReportChart';
import { allRows } from '../columns';
import { callQuery } from '../../data/urlQuery';
import { ReportFilters } from '../ReportFilters';
import { ReportPage } from '../ReportPage';
import { taskLearnersPath } from '../paths';
import { useAdminQuery } from '../../data/queries';
import { useReportId } from '../useReportId';
import { useUrlQuery } from '../../data/useUrlQuery';
import { childColumns, groupColumns, type ChildRow, type GroupRow } from './detailColumns';
import { PackageSummary } from './PackageSummary';
import { childrenModel } from './taskCharts';

const DEFAULTS = { start: '', end: '', departmentid: '', positionid: '' };
const KEEP = ['id'];

/** A package's details (SubtaskDetails): its figures, its child tasks as a chart and a table, and by department and position. */
export function TaskDetailPage() {
  const t = useT();
  const id = useReportId();
  const [query, setQuery] = useUrlQuery(DEFAULTS, KEEP);
  const { data, loading, error } = useAdminQuery('reports', 'task', id ? { id, ...callQuery(query) } : null);
  const groupTable = (rows: GroupRow[], name: string, testId: string) => (
    <ListTable<GroupRow> rowKey="id" columns={groupColumns(t, name)} data={allRows(rows)} loading={loading} testId={testId} />
  );
  return (
    <ReportPage
      title={t('reports.titles.taskDetail')}
      testId="task-detail-title"
      asof={data?.asof}
      error={error}
      extra={
        <Link to={taskLearnersPath(id, '', query)}>
          <Button data-testid="task-detail-learners">{t('reports.task.tabLearners')}</Button>
        </Link>
      }
    >
      <ReportFilters value={query} onChange={setQuery} />
      {data && (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <PackageSummary row={data.package} />
          <ReportChart title={t('reports.task.childrenChart')} model={childrenModel(data, t)} testId="task-children-chart" />
          <Card size="small" title={t('reports.task.children')}>
            <ListTable<ChildRow>
              rowKey="childid"
              loading={loading}
              columns={childColumns(t, id, query)}
              data={allRows(data.children)}
              testId="task-children-table"
            />
          </Card>
          <Card size="small" title={t('reports.task.byDepartment')}>
            {groupTable(data.departments, t('reports.common.department'), 'task-departments-table')}
          </Card>
          <Card size="small" title={t('reports.task.byPosition')}>
            {groupTable(data.positions, t('reports.common.position'), 'task-positions-table')}
          </Card>
        </Space>
      )}
    </ReportPage>
  );
}
