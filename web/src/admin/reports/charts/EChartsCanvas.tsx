import { BarChart, LineChart, RadarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, RadarComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useMemo } from 'react';
import { chartOption, type ChartModel } from './options';

// Only what the data centre draws, in a chunk of its own that the first chart loads: the admin
// chunk stays as it was and the learner app never sees ECharts.
echarts.use([LineChart, BarChart, RadarChart, GridComponent, TooltipComponent, LegendComponent, RadarComponent, CanvasRenderer]);

/** The ECharts canvas of a chart model (the default export `React.lazy` loads). */
export default function EChartsCanvas({ model, height }: { model: ChartModel; height: number }) {
  const option = useMemo(() => chartOption(model), [model]);
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height }} />;
}
