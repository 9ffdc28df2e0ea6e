import { PAGE_SIZE_DEFAULT } from '@peilian/shared';
import { Select } from 'antd';
import { useT } from '../../../app';
import { TASK_KINDS } from '../../training';
import { ExportButton } from '../../blocks/ExportButton';
import { ListTable } from '../../blocks/ListTable';
import { callQuery, exportQuery } from '../../data/urlQuery';
import { ReportFilters } from '../ReportFilters';
import { ReportPage } from '../ReportPage';
import { useAdminQuery } from '../../data/queries';
import { useUrlQuery } from '../../data/useUrlQuery';
import { taskReportColumns, type TaskReportRow } from './taskReportColumns';

const DEFAULTS = { text: '', start: '', end: '', departmentid: '', positionid: '', tasktype: '', page: 1, rows: PAGE_SIZE_DEFAULT };

/** The task report (admin §2 taskReport): every package's progress in the filters' range, 30/50/100 a page. */
export function TaskReportPage() {
  const t = useT();
  const [query, setQuery] = useUrlQuery(DEFAULTS);
  const { data, loading, error } = useAdminQuery('reports', 'tasks', callQuery(query));
  return (
    <ReportPage
      title={t('people.functions.taskReport')}
      testId="task-report-title"
      asof={data?.asof}
      error={error}
      extra={
        <ExportButton
          area="reports"
          name="exportTasks"
          args={exportQuery(query)}
          fileName={`${t('people.functions.taskReport')}.xlsx`}
          testId="task-report-export"
        />
      }
    >
      <ReportFilters value={query} onChange={setQuery} textPlaceholder={t('reports.fields.title')}>
        <Select
          allowClear
          style={{ width: 160 }}
          placeholder={t('reports.common.taskType')}
          aria-label={t('reports.common.taskType')}
          value={query.tasktype || undefined}
          onChange={(tasktype?: string) => setQuery({ tasktype: tasktype ?? '' })}
          options={TASK_KINDS.map((kind) => ({ value: String(kind.tasktype), label: t(kind.title) }))}
          data-testid="task-report-type"
        />
      </ReportFilters>
      <ListTable<TaskReportRow>
        rowKey="packageid"
        columns={taskReportColumns(t, query)}
        data={data}
        loading={loading}
        paging={{ page: query.page, rows: query.rows }}
        onPaging={setQuery}
        testId="task-report-table"
      />
    </ReportPage>
  );
}
