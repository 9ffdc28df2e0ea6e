import { Card, Empty } from 'antd';
import { BarChart, LineChart, RadarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, RadarComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useMemo } from 'react';
import { useT } from '../../../app/hooks';
import { ChartData } from './ChartData';
import { chartOption, seriesSummary, type ChartModel } from './options';

// Only what the data centre draws, so the admin chunk carries a fraction of ECharts and the learner
// app none of it (this module is reached from the admin routes only).
echarts.use([LineChart, BarChart, RadarChart, GridComponent, TooltipComponent, LegendComponent, RadarComponent, CanvasRenderer]);

interface Props {
  title: string;
  model: ChartModel;
  testId: string;
  height?: number;
}

/**
 * One chart of a report in a card, with its numbers in a visually hidden table beside the canvas
 * (a canvas says nothing to a screen reader or a test).
 */
export function ReportChart({ title, model, testId, height = 300 }: Props) {
  const t = useT();
  const option = useMemo(() => chartOption(model), [model]);
  const empty = model.categories.length === 0 || model.series.length === 0;
  return (
    <Card title={title} size="small" data-testid={testId}>
      {empty ? (
        <Empty description={t('reports.common.empty')} />
      ) : (
        <div role="img" aria-label={t('reports.common.chartSummary', { title, series: seriesSummary(model) })}>
          <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height }} />
        </div>
      )}
      <ChartData model={model} testId={`${testId}-data`} />
    </Card>
  );
}
