import type { UsageCell, UsageReportQuery } from '@peilian/shared';
import type { Caller } from '../../auth/caller.js';
import { listPrices } from '../../data/prices.js';
import { usageSums } from '../../data/usageReport.js';
import { invalidInput } from '../../errors/index.js';
import { billedUnits, costOf, priceOf } from '../pricing.js';

/**
 * The usage report (docs/billing.md "Usage reports", costbaseinfo): the organisation's metered usage
 * by department (the one recorded on each row) or person, per day, week (from Monday) or month of
 * its zone, priced at the current price list. The caller's data permission narrows it as it does
 * every report: a narrowed manager sees the usage of the people they see.
 */

const DAY_MS = 86_400_000;
/** The longest period a report covers, in days. */
export const USAGE_REPORT_MAX_DAYS = 366;

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Refuses a period whose start is after its end or longer than 366 days (`billing.rules.range`). */
export function assertUsagePeriod({ start, end }: Pick<UsageReportQuery, 'start' | 'end'>): void {
  const from = dayMs(start);
  const to = dayMs(end);
  if (Number.isNaN(from) || Number.isNaN(to) || from > to || (to - from) / DAY_MS + 1 > USAGE_REPORT_MAX_DAYS) {
    throw invalidInput('billing.rules.range', {}, 'end');
  }
}

/** The first day of the period `day` is in. */
export function periodStart(day: string, granularity: UsageReportQuery['granularity']): string {
  if (granularity === 'month') return `${day.slice(0, 7)}-01`;
  if (granularity === 'day') return day;
  const ms = dayMs(day);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7; // Monday 0
  return dayText(ms - weekday * DAY_MS);
}

/** Every period from the one `start` is in to the one `end` is in, by their first days. */
export function periodsOf({ start, end, granularity }: Pick<UsageReportQuery, 'start' | 'end' | 'granularity'>): string[] {
  const periods: string[] = [];
  for (let ms = dayMs(start); ms <= dayMs(end); ms += DAY_MS) {
    const period = periodStart(dayText(ms), granularity);
    if (periods[periods.length - 1] !== period) periods.push(period);
  }
  return periods;
}

/** `GET api/admin/v3/cost/usage`: the cells, the periods they fall in and what they cost together (fen). */
export async function usageReport(request: Caller, query: UsageReportQuery): Promise<{ cells: UsageCell[]; periods: string[]; total: number }> {
  assertUsagePeriod(query);
  const { db } = request.deps;
  const [sums, prices] = await Promise.all([
    usageSums(db, {
      orgId: request.orgId,
      viewer: request.viewer,
      zone: request.zone,
      start: query.start,
      end: query.end,
      by: query.by,
      granularity: query.granularity,
      service: query.service,
      departmentId: query.departmentid.trim(),
    }),
    listPrices(db),
  ]);
  const cells = sums.map((sum) => ({
    ...sum,
    service: sum.service as UsageCell['service'],
    cost: costOf(billedUnits(sum), priceOf(prices, sum.service as UsageCell['service'])),
  }));
  return { cells, periods: periodsOf(query), total: cells.reduce((total, cell) => total + cell.cost, 0) };
}
