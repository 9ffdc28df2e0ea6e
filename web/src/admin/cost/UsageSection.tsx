import type { UsageReportQuery } from '@peilian/shared';
import { Card, Space, Typography } from 'antd';
import { useT } from '../../app';
import { ExportButton } from '../blocks/ExportButton';
import { ListTable } from '../blocks/ListTable';
import { SectionTitle } from '../blocks/SectionTitle';
import { useAdminQuery } from '../data/queries';
import { useUrlQuery } from '../data/useUrlQuery';
import { ReportChart } from '../reports';
import { pickerNow } from '../time';
import { useCount, useFen } from './labels';
import { usageColumns } from './usageColumns';
import { usageModel, usageRows, type UsageMeasure, type UsageRow } from './usageChart';
import { UsageFilters, type UsageQuery } from './UsageFilters';

const DEFAULTS: UsageQuery = { start: '', end: '', by: 'department', granularity: 'day', service: '', measure: 'cost' };
const DEFAULT_DAYS = 30;

/** The report's query as the server takes it: the period by default the last 30 days of the organisation's clock. */
function reportQuery(query: UsageQuery): UsageReportQuery {
  const today = pickerNow();
  return {
    start: query.start || today.subtract(DEFAULT_DAYS - 1, 'day').format('YYYY-MM-DD'),
    end: query.end || today.format('YYYY-MM-DD'),
    by: query.by === 'user' ? 'user' : 'department',
    granularity: query.granularity === 'week' || query.granularity === 'month' ? query.granularity : 'day',
    ...(query.service ? { service: query.service as UsageReportQuery['service'] } : {}),
    departmentid: '',
  };
}

/** Metered usage (issue 66): by department or person, per day, week or month, one service or all; a stacked chart, its table and the export. */
export function UsageSection() {
  const t = useT();
  const fen = useFen();
  const count = useCount();
  const [query, setQuery] = useUrlQuery(DEFAULTS);
  const args = reportQuery(query);
  const measure: UsageMeasure = query.measure === 'quantity' && args.service ? 'quantity' : 'cost';
  const { data, loading } = useAdminQuery('cost', 'usage', args);
  const names = { none: t('billing.usage.noName'), others: t('billing.usage.others') };
  const chartTitle = t(measure === 'cost' ? 'billing.usage.chartCost' : 'billing.usage.chartQuantity');
  return (
    <Card
      size="small"
      title={<SectionTitle>{t('billing.usage.title')}</SectionTitle>}
      extra={<ExportButton area="cost" name="exportUsage" args={args} fileName={`${t('billing.usage.fileName')}.xlsx`} testId="cost-usage-export" />}
    >
      <UsageFilters value={query} period={args} measure={measure} onChange={setQuery} />
      {data && (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Typography.Text strong data-testid="cost-usage-total">
            {t('billing.usage.total', { amount: fen(data.total) })}
          </Typography.Text>
          <ReportChart title={chartTitle} model={usageModel(data.cells, data.periods, measure, names)} testId="cost-usage-chart" />
          <ListTable<UsageRow>
            rowKey="id"
            testId="cost-usage-table"
            columns={usageColumns(t, fen, count)}
            data={{ rows: usageRows(data.cells), total: data.cells.length }}
            loading={loading}
            emptyText={t('billing.usage.empty')}
          />
        </Space>
      )}
    </Card>
  );
}
