import { PAGE_SIZE_DEFAULT, REPORT_FIGURES, STUDENT_REPORT_SORTS, type ReportFigureName } from '@peilian/shared';
import { Select } from 'antd';
import { useT } from '../../../app';
import { ExportButton } from '../../blocks/ExportButton';
import { ListTable } from '../../blocks/ListTable';
import { callQuery, exportQuery } from '../../data/urlQuery';
import { ReportFilters } from '../ReportFilters';
import { ReportPage } from '../ReportPage';
import { useAdminQuery } from '../../data/queries';
import { useUrlQuery } from '../../data/useUrlQuery';
import { studentColumns, type StudentRow } from './studentColumns';

type Sort = (typeof STUDENT_REPORT_SORTS)[number];
/** What each order sorts by: a figure of the glossary, by its name. */
const SORT_LABELS: Record<Sort, ReportFigureName> = {
  learningseconds: 'learningTime',
  avgscore: 'learnerAvgScore',
  completed: 'childTasksPassed',
};
const DEFAULTS = { text: '', start: '', end: '', departmentid: '', positionid: '', sort: 'learningseconds', page: 1, rows: PAGE_SIZE_DEFAULT };
const isSort = (sort: string): sort is Sort => (STUDENT_REPORT_SORTS as readonly string[]).includes(sort);
const queryOf = (query: typeof DEFAULTS) => ({ ...callQuery(query), sort: isSort(query.sort) ? query.sort : 'learningseconds' });

/** The student report (admin §2 studentReport): each learner's figures up to yesterday, ranked by the chosen figure. */
export function StudentReportPage() {
  const t = useT();
  const [query, setQuery] = useUrlQuery(DEFAULTS);
  const { data, loading, error } = useAdminQuery('reports', 'students', queryOf(query));
  return (
    <ReportPage
      title={t('people.functions.studentReport')}
      testId="student-report-title"
      asof={data?.asof}
      statsuntil={data?.statsuntil}
      error={error}
      extra={
        <ExportButton
          area="reports"
          name="exportStudents"
          args={exportQuery(queryOf(query))}
          fileName={`${t('people.functions.studentReport')}.xlsx`}
          testId="student-report-export"
        />
      }
    >
      <ReportFilters value={query} onChange={setQuery} textPlaceholder={t('reports.common.learnerText')}>
        <Select
          style={{ width: 160 }}
          prefix={t('reports.student.sortBy')}
          aria-label={t('reports.student.sortBy')}
          value={isSort(query.sort) ? query.sort : 'learningseconds'}
          onChange={(sort: Sort) => setQuery({ sort })}
          options={STUDENT_REPORT_SORTS.map((sort) => ({ value: sort, label: t(REPORT_FIGURES[SORT_LABELS[sort]].label) }))}
          data-testid="student-report-sort"
        />
      </ReportFilters>
      <ListTable<StudentRow>
        rowKey="userid"
        columns={studentColumns(t)}
        data={data}
        loading={loading}
        paging={{ page: query.page, rows: query.rows }}
        onPaging={setQuery}
        testId="student-report-table"
      />
    </ReportPage>
  );
}
