import type { UsageReportQuery } from '@peilian/shared';
import type { Context } from 'koa';
import type { Caller } from '../../auth/caller.js';
import type { ANSWERED } from '../../http/contract.js';
import { streamExport, type ExportCell } from '../../lib/xlsxExport.js';
import { assertUsagePeriod, usageReport } from './usageReport.js';

/**
 * `GET api/admin/v3/cost/usage/export`: the usage report's cells as an .xlsx, one row a department
 * (or person), period and service, headers in the caller's language, cost in yuan.
 */
export async function exportUsage(request: Caller, ctx: Context, query: UsageReportQuery): Promise<typeof ANSWERED> {
  assertUsagePeriod(query);
  const { t } = request;
  const header = [
    t(query.by === 'user' ? 'billing.export.user' : 'billing.export.department'),
    t('billing.export.period'),
    t('billing.export.service'),
    t('billing.export.quantity'),
    t('billing.export.output'),
    t('billing.export.cost'),
  ];
  const title = t('billing.export.filename');
  return streamExport(ctx, { filename: `${title} ${query.start}~${query.end}.xlsx`, sheet: t('billing.export.sheet'), header }, async () => {
    const { cells } = await usageReport(request, query);
    async function* rows(): AsyncGenerator<readonly ExportCell[]> {
      for (const cell of cells) {
        const yuan = (cell.cost / 100).toFixed(2);
        yield [
          cell.name || t('billing.export.none'),
          cell.period,
          t(`billing.export.services.${cell.service}`),
          cell.quantity,
          cell.output,
          { value: cell.cost / 100, numFmt: '0.00', text: yuan },
        ];
      }
    }
    return { total: cells.length, rows: rows() };
  });
}
