import { Card, Empty, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useT } from '../../../app';
import { ChartData } from './ChartData';
import { seriesSummary, type ChartModel } from './options';

const EChartsCanvas = lazy(() => import('./EChartsCanvas'));

interface Props {
  title: string;
  model: ChartModel;
  testId: string;
  height?: number;
}

/**
 * One chart of a report in a card, with its numbers in a visually hidden table beside the canvas
 * (a canvas says nothing to a screen reader or a test); ECharts itself loads with the first chart.
 */
export function ReportChart({ title, model, testId, height = 300 }: Props) {
  const t = useT();
  const empty = model.categories.length === 0 || model.series.length === 0;
  return (
    <Card title={title} size="small" data-testid={testId}>
      {empty ? (
        <Empty description={t('reports.common.empty')} />
      ) : (
        <div role="img" aria-label={t('reports.common.chartSummary', { title, series: seriesSummary(model) })} style={{ minHeight: height }}>
          <Suspense fallback={<Skeleton active />}>
            <EChartsCanvas model={model} height={height} />
          </Suspense>
        </div>
      )}
      <ChartData model={model} testId={`${testId}-data`} />
    </Card>
  );
}
