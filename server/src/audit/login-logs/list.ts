import { zonedSecondsText, type LoginLogQuery, type LoginLogRow as LoginLogAnswer, type MessageKey } from '@peilian/shared';
import { listLoginLogs, type LoginLogFilter } from '../../data/loginLogs.js';
import type { LoginLogRow } from '../../db/schema/index.js';
import type { Caller } from '../../auth/caller.js';
import { zonedDaysRange } from '../../lib/orgClock.js';
import { writeWorkbook } from '../../lib/excel.js';

/** The most rows one export writes. */
const EXPORT_ROWS_MAX = 50_000;

/** The query as the data layer's filter; days are the organisation's (`zone`), the end day included. */
function filterOf(query: LoginLogQuery, admin: boolean, zone: string): LoginLogFilter {
  return {
    admin,
    keyword: query.keyword,
    method: query.method,
    success: query.result === undefined ? undefined : query.result === 'success',
    ...zonedDaysRange(query.start, query.end, zone),
  };
}

/** A row as the back office reads it: the refusal in the caller's language. */
function present({ t }: Caller, row: LoginLogRow): LoginLogAnswer {
  return {
    id: row.id,
    time: row.at.toISOString(),
    account: row.account,
    name: row.name,
    method: row.method,
    result: row.success ? 'success' : 'failure',
    errcode: row.errcode,
    reason: row.reason ? t(row.reason as MessageKey, row.reasonParams ?? {}) : '',
    ip: row.ip,
    device: row.device,
    client: row.client,
  };
}

/** A page of the organisation's learners' (`admin` false) or administrators' sign-ins, newest first, as the caller may see them. */
export async function loginLogPage(request: Caller, query: LoginLogQuery, admin: boolean) {
  const { rows, total } = await listLoginLogs(request.deps.db, request.viewer, filterOf(query, admin, request.zone), query);
  return { rows: rows.map((row) => present(request, row)), total };
}

/** The rows the list's filters match as an .xlsx, times in the organisation's zone. */
export async function exportLoginLogs(request: Caller, query: LoginLogQuery, admin: boolean): Promise<{ filename: string; bytes: Buffer }> {
  const { t, zone } = request;
  const { rows } = await listLoginLogs(request.deps.db, request.viewer, filterOf(query, admin, zone), { page: 1, rows: EXPORT_ROWS_MAX });
  const header = (['time', 'account', 'name', 'method', 'result', 'reason', 'ip', 'device', 'client'] as const).map((column) => t(`loginLogs.col.${column}`));
  const body = rows.map((row) => {
    const shown = present(request, row);
    return [
      zonedSecondsText(row.at.getTime(), zone),
      shown.account,
      shown.name,
      t(`loginLogs.methods.${shown.method}`),
      t(`loginLogs.results.${shown.result}`),
      shown.reason,
      shown.ip,
      shown.device,
      shown.client === 'mini' || shown.client === 'pc' ? t(`loginLogs.clients.${shown.client}`) : shown.client,
    ];
  });
  const title = t(admin ? 'loginLogs.adminTitle' : 'loginLogs.learnerTitle');
  return { filename: `${title}.xlsx`, bytes: await writeWorkbook(title, [header, ...body]) };
}
