import {
  functionLabelKey,
  OPERATION_CHANGES_SHOWN,
  operationText,
  type Endpoint,
  type OperationWords,
  zonedSecondsText,
  type OperationChange,
  type OperationLogQuery,
  type OperationLogRow as OperationLogAnswer,
} from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { changeNames, findOperationLog, listOperationLogs, operationChanges, type ListedOperation, type OperationLogFilter } from '../../data/operationLogs.js';
import type { OperationLogChangeRow } from '../../db/schema/index.js';
import { appError } from '../../errors/index.js';
import type { Caller } from '../../auth/caller.js';
import { zonedDaysRange } from '../../lib/orgClock.js';
import { writeWorkbook } from '../../lib/excel.js';
import { ANY_ADMIN } from '../../auth/functions.js';

/** The most rows one export writes. */
const EXPORT_ROWS_MAX = 50_000;

/** The query as the data layer's filter; days are the organisation's (`zone`), the end day included. */
function filterOf(query: OperationLogQuery, zone: string): OperationLogFilter {
  return {
    keyword: query.keyword,
    function: query.function,
    record: query.record,
    ...zonedDaysRange(query.start, query.end, zone),
  };
}

/** Each write endpoint's name in the endpoint table (`batchDelete`), by its method and path. */
const ENDPOINT_NAMES: ReadonlyMap<string, string> = new Map(
  Object.values(ADMIN_ENDPOINTS).flatMap((group) =>
    Object.entries(group as Record<string, Endpoint>).map(([name, endpoint]) => [`${endpoint.method} ${endpoint.path}`, name]),
  ),
);

/** What the log knows of an operation's doing, for `operationText` on the page and in the export. */
const wordsOf = (row: ListedOperation): OperationWords => ({
  method: row.method,
  verb: ENDPOINT_NAMES.get(`${row.method} ${row.route}`) ?? '',
  summary: row.summary,
});

const present = (row: ListedOperation): OperationLogAnswer => ({
  id: row.id,
  time: row.at.toISOString(),
  account: row.account,
  name: row.name,
  function: row.function,
  method: row.method,
  route: row.route,
  recordId: row.recordId,
  ip: row.ip,
  changes: row.changes,
  verb: wordsOf(row).verb,
  summary: row.summary,
});

/** A page of the organisation's operations, newest first, by the people the caller may see. */
export async function operationLogPage(request: Caller, query: OperationLogQuery) {
  const { rows, total } = await listOperationLogs(request.deps.db, request.viewer, filterOf(query, request.zone), query);
  return { rows: rows.map(present), total };
}

const presentChange = (row: OperationLogChangeRow): OperationChange => ({
  table: row.tableName,
  action: row.action as OperationChange['action'],
  rowId: row.rowId,
  before: row.before ?? null,
  after: row.after ?? null,
});

/** What one operation changed (the first `OPERATION_CHANGES_SHOWN` rows); another organisation's or an unseen person's is 404. */
export async function changesOfOperation(request: Caller, id: string) {
  const operation = await findOperationLog(request.deps.db, request.viewer, id);
  if (!operation) throw appError('errors.notFound');
  const { rows, total } = await operationChanges(request.deps.db, operation, OPERATION_CHANGES_SHOWN);
  return { rows: rows.map(presentChange), total, names: await changeNames(request.deps.db, request.caller.orgId, rows) };
}

/** The rows the list's filters match as an .xlsx, times in the organisation's zone. */
export async function exportOperationLogs(request: Caller, query: OperationLogQuery): Promise<{ filename: string; bytes: Buffer }> {
  const { t, zone } = request;
  const { rows } = await listOperationLogs(request.deps.db, request.viewer, filterOf(query, zone), { page: 1, rows: EXPORT_ROWS_MAX });
  const header = (['time', 'account', 'name', 'function', 'action', 'recordId', 'ip', 'changes'] as const).map((column) => t(`operationLogs.col.${column}`));
  const body = rows.map((row) => [
    zonedSecondsText(row.at.getTime(), zone),
    row.account,
    row.name,
    row.function === ANY_ADMIN ? t('operationLogs.anyAdmin') : t(functionLabelKey(row.function)),
    operationText(t, wordsOf(row)),
    row.recordId,
    row.ip,
    row.changes,
  ]);
  const title = t('operationLogs.title');
  return { filename: `${title}.xlsx`, bytes: await writeWorkbook(title, [header, ...body]) };
}
