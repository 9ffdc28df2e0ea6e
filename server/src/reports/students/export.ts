import type { StudentReportQuery } from '@peilian/shared';
import type { Context } from 'koa';
import { studentReportPage } from '../../data/reportStudents.js';
import type { ANSWERED } from '../../http/contract.js';
import type { Caller } from '../../auth/caller.js';
import { streamExport } from '../export.js';
import { reportScope } from '../scope.js';
import { studentQuery } from './commands.js';
import { presentStudentRow, studentExportHeader, studentExportRow } from './presenter.js';

/**
 * Learners read per query: each read ranks the whole scope again, so fewer, larger reads (a row is
 * a few hundred bytes: 5 000 of them are about a megabyte).
 */
const READ_BATCH = 5000;

/** `GET report/student/export`: every learner the table's query finds (not just its page), in the table's order. */
export async function exportStudents(request: Caller, ctx: Context, query: StudentReportQuery): Promise<typeof ANSWERED> {
  const { t } = request;
  const scope = reportScope(request, query);
  const asked = studentQuery(request, query);
  const read = (offset: number) => studentReportPage(request.deps.db, scope, asked, { offset, limit: READ_BATCH });
  const header = studentExportHeader(t);
  const title = t('people.functions.studentReport');
  return streamExport(ctx, { filename: `${title} ${asked.period.start}~${asked.period.end}.xlsx`, sheet: title, header }, async () => {
    const first = await read(0);
    async function* rows() {
      let batch = first.rows;
      for (let offset = 0; batch.length > 0;) {
        for (const row of batch.map(presentStudentRow)) yield studentExportRow(row);
        if (batch.length < READ_BATCH) return;
        offset += READ_BATCH;
        batch = (await read(offset)).rows;
      }
    }
    return { total: first.total, rows: rows() };
  });
}
