/**
 * The data centre's charts as data: a model (categories and named series, in the admin's language)
 * turned into an ECharts option here, and into a text summary the page shows to screen readers and
 * tests. No ECharts import, so these stay plain functions.
 */

export type ChartKind = 'line' | 'bar' | 'radar';

export interface ChartSeries {
  name: string;
  data: readonly (number | null)[];
  /** Line charts: draw on the right-hand axis (a second unit, e.g. scores beside hours). */
  rightAxis?: boolean;
}

export interface ChartModel {
  kind: ChartKind;
  /** The x-axis days or names; a radar's indicators. */
  categories: readonly string[];
  series: readonly ChartSeries[];
  /** Bar charts: bars run left to right with the categories down the side (long names). */
  horizontal?: boolean;
  /** Radar charts: the top of every axis (scores: 100). */
  max?: number;
  /** Bar charts: each category's bars stacked into one (parts of a whole, e.g. cost per department). */
  stacked?: boolean;
}

/** An ECharts option, as plain data. */
export type ChartOption = Record<string, unknown>;

const GRID = { left: 48, right: 48, top: 40, bottom: 32, containLabel: true };
const LEGEND = { top: 0, type: 'scroll' };

function cartesianOption(model: ChartModel): ChartOption {
  const categoryAxis = { type: 'category', data: [...model.categories], axisLabel: { hideOverlap: true } };
  const twoAxes = model.kind === 'line' && model.series.some((series) => series.rightAxis);
  const valueAxes = twoAxes ? [{ type: 'value' }, { type: 'value', splitLine: { show: false } }] : [{ type: 'value' }];
  const horizontal = model.kind === 'bar' && model.horizontal === true;
  return {
    tooltip: { trigger: 'axis' },
    legend: LEGEND,
    grid: GRID,
    xAxis: horizontal ? valueAxes[0] : categoryAxis,
    yAxis: horizontal ? { ...categoryAxis, inverse: true } : valueAxes,
    series: model.series.map((series) => ({
      type: model.kind,
      name: series.name,
      data: [...series.data],
      ...(model.kind === 'line' ? { smooth: true, connectNulls: true, yAxisIndex: twoAxes && series.rightAxis ? 1 : 0 } : { barMaxWidth: 32 }),
      ...(model.kind === 'bar' && model.stacked ? { stack: 'total' } : {}),
    })),
  };
}

function radarOption(model: ChartModel): ChartOption {
  const top = model.max ?? Math.max(1, ...model.series.flatMap((series) => series.data.map((value) => value ?? 0)));
  return {
    tooltip: {},
    legend: LEGEND,
    radar: { indicator: model.categories.map((name) => ({ name, max: top })), radius: '65%' },
    series: [{ type: 'radar', data: model.series.map((series) => ({ name: series.name, value: series.data.map((value) => value ?? 0) })) }],
  };
}

/** The ECharts option of a model. */
export function chartOption(model: ChartModel): ChartOption {
  return model.kind === 'radar' ? radarOption(model) : cartesianOption(model);
}

/** The model as rows of a table: one per category, its value in each series (null: none). */
export function chartRows(model: ChartModel): { category: string; values: (number | null)[] }[] {
  return model.categories.map((category, index) => ({ category, values: model.series.map((series) => series.data[index] ?? null) }));
}

/** A one-line description of the series (`学习时长 12 项`), for an aria-label beside the canvas. */
export function seriesSummary(model: ChartModel): string {
  return model.series.map((series) => `${series.name} ${series.data.map((value) => value ?? '-').join(' ')}`).join('; ');
}
