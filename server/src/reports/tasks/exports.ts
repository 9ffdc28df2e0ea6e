import { safeFileName, type TaskLearnersQuery, type TaskReportQuery } from '@peilian/shared';
import type { Context } from 'koa';
import { countPackagesForExport, countTaskLearners, findTaskLearners, reportPackagesAfter, type TaskPackageRow } from '../../data/reportTasks.js';
import type { ANSWERED } from '../../http/contract.js';
import type { Caller } from '../../auth/caller.js';
import { batchedRows, streamExport, type ExportCell } from '../export.js';
import { scopedLearners } from '../filters.js';
import { packageFigures } from '../packageFigures.js';
import { learnerFilter, packageFilter } from './commands.js';
import { learnerExportHeader, learnerExportRow, packageExportHeader, packageExportRow, presentLearner, presentPackage } from './presenter.js';

/**
 * `GET …/report/task/export`: every package the list's filters match (not only the page), in the
 * list's order, with the list's columns — streamed, the packages and their figures read a batch at
 * a time.
 */
export function exportTaskReport(request: Caller, ctx: Context, query: TaskReportQuery): Promise<typeof ANSWERED> {
  const { db } = request.deps;
  const { orgId } = request.caller;
  const { t } = request;
  const name = t('people.functions.taskReport');
  return streamExport(ctx, { filename: safeFileName(name, 'xlsx'), sheet: name, header: packageExportHeader(t) }, async () => {
    const filter = packageFilter(query, request.zone);
    const total = await countPackagesForExport(db, orgId, filter);
    const packages = batchedRows<{ pkg: TaskPackageRow; line: ExportCell[] }>(async (after, limit) => {
      const batch = await reportPackagesAfter(db, orgId, filter, after?.pkg, limit);
      const figures = await packageFigures(
        request,
        query,
        batch.map((pkg) => pkg.id),
      );
      return batch.map((pkg) => ({ pkg, line: packageExportRow(presentPackage(pkg, figures.get(pkg.id)), t, request.zone) }));
    });
    return { total, rows: lines(packages) };
  });
}

async function* lines(rows: AsyncIterable<{ line: ExportCell[] }>): AsyncGenerator<ExportCell[]> {
  for await (const row of rows) yield row.line;
}

/**
 * `GET …/report/task/:id/learners/export`: every learner row the list's filters match, by account
 * (the list's order), streamed in batches read by account.
 */
export function exportTaskLearners(request: Caller, ctx: Context, pkg: TaskPackageRow, query: TaskLearnersQuery): Promise<typeof ANSWERED> {
  const { db } = request.deps;
  const { orgId } = request.caller;
  const { t } = request;
  return streamExport(ctx, { filename: safeFileName(pkg.title, 'xlsx'), sheet: t('reports.titles.learners'), header: learnerExportHeader(t) }, async () => {
    const filter = await learnerFilter(request, pkg, query);
    const learners = scopedLearners(request, query);
    const total = await countTaskLearners(db, orgId, pkg.id, learners, filter);
    const rows = batchedRows<{ account: string; line: ExportCell[] }>(async (after, limit) => {
      const batch = await findTaskLearners(db, orgId, pkg.id, learners, filter, { limit, ...(after ? { after: after.account } : {}) });
      return batch.map((row) => ({ account: row.account, line: learnerExportRow(presentLearner(row), t, request.zone) }));
    });
    return { total, rows: lines(rows) };
  });
}
