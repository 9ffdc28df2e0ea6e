import type { UsageCell } from '@peilian/shared';
import type { ChartModel } from '../reports';

/** What the usage chart stacks: cost (in yuan) or quantity (one service's raw units). */
export type UsageMeasure = 'cost' | 'quantity';

/** At most this many departments or people get a bar of their own; the rest share one. */
export const SERIES_MAX = 8;

interface Names {
  /** The name of usage with no department or person. */
  none: string;
  /** The name of the bar the smaller ones share. */
  others: string;
}

const valueOf = (cell: UsageCell, measure: UsageMeasure): number => (measure === 'cost' ? cell.cost : cell.quantity);
/** Fen as yuan for the chart's axis (cents kept exact by rounding the division). */
const shown = (value: number, measure: UsageMeasure): number => (measure === 'cost' ? Math.round(value) / 100 : value);

/**
 * The stacked bar chart of usage: one bar per period, one part per department or person (the
 * largest first; past `SERIES_MAX`, the smaller ones as one part).
 */
export function usageModel(cells: readonly UsageCell[], periods: readonly string[], measure: UsageMeasure, names: Names): ChartModel {
  const byKey = new Map<string, { name: string; total: number; perPeriod: Map<string, number> }>();
  for (const cell of cells) {
    const entry = byKey.get(cell.key) ?? { name: cell.key ? cell.name : names.none, total: 0, perPeriod: new Map<string, number>() };
    const value = valueOf(cell, measure);
    entry.total += value;
    entry.perPeriod.set(cell.period, (entry.perPeriod.get(cell.period) ?? 0) + value);
    byKey.set(cell.key, entry);
  }
  const ranked = [...byKey.values()].sort((a, b) => b.total - a.total);
  const own = ranked.length > SERIES_MAX ? ranked.slice(0, SERIES_MAX - 1) : ranked;
  const rest = ranked.slice(own.length);
  const series = own.map((entry) => ({ name: entry.name, data: periods.map((period) => shown(entry.perPeriod.get(period) ?? 0, measure)) }));
  if (rest.length > 0) {
    const sum = (period: string) => rest.reduce((total, entry) => total + (entry.perPeriod.get(period) ?? 0), 0);
    series.push({ name: names.others, data: periods.map((period) => shown(sum(period), measure)) });
  }
  return { kind: 'bar', stacked: true, categories: [...periods], series };
}

/** A row of the usage table: a cell with a key of its own. */
export type UsageRow = UsageCell & { id: string };

/** The table's rows. */
export const usageRows = (cells: readonly UsageCell[]): UsageRow[] => cells.map((cell) => ({ ...cell, id: `${cell.key}|${cell.period}|${cell.service}` }));
