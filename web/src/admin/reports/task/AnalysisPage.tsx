import { childTypeLabel, figureLabel, type ReportFigureName } from '@peilian/shared';
import { Button, Space, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useT } from '../../../app';
import { callQuery } from '../../data/urlQuery';
import { ReportFilters } from '../ReportFilters';
import { ReportPage } from '../ReportPage';
import { taskDetailPath } from '../paths';
import { useAdminQuery } from '../../data/queries';
import { useReportId } from '../useReportId';
import { useUrlQuery } from '../../data/useUrlQuery';
import { AnalysisSections } from './AnalysisSections';

const DEFAULTS = { start: '', end: '', departmentid: '', positionid: '' };
const KEEP = ['id', 'packageid'];
const COUNTS: readonly (readonly ['range' | 'started' | 'completed' | 'passed', ReportFigureName])[] = [
  ['range', 'rangeLearners'],
  ['started', 'startedLearners'],
  ['completed', 'completedLearners'],
  ['passed', 'passedLearners'],
];

/** A child task's analysis (analysisDetails): where learners fail, by the kind of task. */
export function AnalysisPage() {
  const t = useT();
  const id = useReportId();
  const packageid = useReportId('packageid');
  const [query, setQuery] = useUrlQuery(DEFAULTS, KEEP);
  const { data, error } = useAdminQuery('reports', 'childAnalysis', id ? { id, ...callQuery(query) } : null);
  const child = data?.child;
  return (
    <ReportPage
      title={t('reports.titles.analysis')}
      testId="analysis-title"
      asof={data?.asof}
      error={error}
      extra={
        packageid && (
          <Link to={taskDetailPath(packageid, query)}>
            <Button>{t('reports.titles.taskDetail')}</Button>
          </Link>
        )
      }
    >
      <ReportFilters value={query} onChange={setQuery} />
      {child && (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Typography.Text strong data-testid="analysis-child">
            {child.title} · {t(childTypeLabel(child.type))}
          </Typography.Text>
          <Typography.Text type="secondary">{COUNTS.map(([key, figure]) => `${figureLabel(t, figure)} ${child[key]}`).join(' · ')}</Typography.Text>
          {data && <AnalysisSections analysis={data} />}
        </Space>
      )}
    </ReportPage>
  );
}
