import { PAGE_SIZE_DEFAULT, REPORT_TASK_STATUSES } from '@peilian/shared';
import { Select } from 'antd';
import { useT } from '../../../app';
import { useAdminQuery } from '../../data/queries';
import { ExportButton } from '../../blocks/ExportButton';
import { ListTable } from '../../blocks/ListTable';
import { statusLabel } from '../format';
import { DASHBOARD_PATH } from '../paths';
import { callQuery, exportQuery } from '../../data/urlQuery';
import { ReportFilters } from '../ReportFilters';
import { ReportPage } from '../ReportPage';
import { useCanOpen } from '../useCanOpen';
import { useReportId } from '../useReportId';
import { useUrlQuery } from '../../data/useUrlQuery';
import { learnerColumns, type LearnerRow } from './learnerColumns';

const DEFAULTS = { start: '', end: '', departmentid: '', positionid: '', childid: '', status: '', text: '', page: 1, rows: PAGE_SIZE_DEFAULT };
const KEEP = ['id'];

/** A package's learner rows (clockInDel): status per learner, filtered by child task, status and name, exported as shown. */
export function TaskLearnersPage() {
  const t = useT();
  const id = useReportId();
  const canOpen = useCanOpen();
  const [query, setQuery] = useUrlQuery(DEFAULTS, KEEP);
  const { data, loading, error } = useAdminQuery('reports', 'taskLearners', id ? { id, ...callQuery(query) } : null);
  const pkg = useAdminQuery('reports', 'task', id ? { id } : null).data;
  return (
    <ReportPage
      title={pkg ? `${pkg.package.title} · ${t('reports.titles.learners')}` : t('reports.titles.learners')}
      testId="task-learners-title"
      asof={data?.asof}
      error={error}
      extra={
        id && (
          <ExportButton
            area="reports"
            name="exportTaskLearners"
            args={{ id, ...exportQuery(query) }}
            fileName={`${t('reports.titles.learners')}.xlsx`}
            testId="task-learners-export"
          />
        )
      }
    >
      <ReportFilters value={query} onChange={setQuery} textPlaceholder={t('reports.common.learnerText')}>
        <Select
          allowClear
          style={{ width: 200 }}
          placeholder={t('reports.common.allChildren')}
          aria-label={t('reports.common.allChildren')}
          value={query.childid || undefined}
          onChange={(childid?: string) => setQuery({ childid: childid ?? '' })}
          options={(pkg?.children ?? []).map((child) => ({ value: child.childid, label: child.title }))}
          data-testid="task-learners-child"
        />
        <Select
          allowClear
          style={{ width: 140 }}
          placeholder={t('reports.common.status')}
          aria-label={t('reports.common.status')}
          value={query.status === '' ? undefined : query.status}
          onChange={(status?: string) => setQuery({ status: status ?? '' })}
          options={REPORT_TASK_STATUSES.map((status) => ({ value: String(status), label: t(statusLabel(status)) }))}
          data-testid="task-learners-status"
        />
      </ReportFilters>
      <ListTable<LearnerRow>
        rowKey="userid"
        columns={learnerColumns(t, canOpen(DASHBOARD_PATH))}
        data={data}
        loading={loading}
        paging={{ page: query.page, rows: query.rows }}
        onPaging={setQuery}
        testId="task-learners-table"
      />
    </ReportPage>
  );
}
