import type { ReportFilter } from '@peilian/shared';
import type { Context } from 'koa';
import type { ANSWERED } from '../../http/contract.js';
import type { Caller } from '../../auth/caller.js';
import { streamExport } from '../export.js';
import { durationCell, figureHeader } from '../exportCells.js';
import { activityPeriod, activityReport } from './commands.js';

/** `GET report/activity/export`: the report's department table for the same filter (a department count, never large). */
export async function exportActivity(request: Caller, ctx: Context, filter: ReportFilter): Promise<typeof ANSWERED> {
  const { t } = request;
  const title = t('people.functions.onlineuser');
  const header = [
    t('reports.fields.departmentName'),
    figureHeader(t, 'members'),
    figureHeader(t, 'activeLearners'),
    figureHeader(t, 'logins'),
    figureHeader(t, 'learningTime'),
  ];
  const { start, end } = activityPeriod(request, filter);
  return streamExport(ctx, { filename: `${title} ${start}~${end}.xlsx`, sheet: title, header }, async () => {
    const report = await activityReport(request, filter);
    async function* rows() {
      for (const row of report.departments) {
        yield [row.name, row.members, row.activeusers, row.logins, durationCell(row.learningseconds)];
      }
    }
    return { total: report.departments.length, rows: rows() };
  });
}
