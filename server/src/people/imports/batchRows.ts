import { readSheet, type ErrorKey, type ImportRowAction, type Sheet, type SheetRow } from '@peilian/shared';
import type { UserRow } from '../../db/schema/index.js';
import { pathLevels } from './paths.js';
import {
  actionOfCell,
  BATCH_USER_COLUMNS,
  BATCH_USER_TEMPLATE,
  batchUserColumnForHeader,
  type BatchAction,
  type BatchUserColumn,
  type BatchUserIssue,
} from './batchTemplate.js';

/**
 * The batch-user import's checks (docs/people.md "Batch-user import"), pure: `readBatchUserSheet`
 * reads the header and the rows, the caller loads the users the rows name, and `checkBatchUserRows`
 * decides every row. The name and department must match the account's user, so a mistyped account
 * never enables, disables or deletes somebody else.
 */

export type BatchSheetRow = SheetRow<BatchUserColumn>;
export type BatchUserSheet = Sheet<BatchUserColumn>;

/** The header (the first non-empty row, with all four columns) and the data rows below it. */
export const readBatchUserSheet = (input: readonly unknown[][]): BatchUserSheet =>
  readSheet<BatchUserColumn>(input, { template: BATCH_USER_TEMPLATE, columnForHeader: batchUserColumnForHeader, required: BATCH_USER_COLUMNS });

/** A user of the organisation the caller sees, with its department's path from the top (empty without one). */
export interface BatchTarget {
  user: UserRow;
  departmentPath: readonly string[];
}

/** What the rows are checked against. */
export interface BatchUserContext {
  /** The organisation's users the caller sees, not deleted, by account. */
  users: ReadonlyMap<string, BatchTarget>;
  /** Why the caller may not apply the action to this user, else null (the rules of the one-user calls). */
  refusal: (action: BatchAction, user: UserRow) => ErrorKey | null;
}

/** A row that passed: the action and its user. */
export interface BatchUserChange {
  row: number;
  action: BatchAction;
  user: UserRow;
}

export interface BatchUserRowResult {
  row: number;
  account: string;
  name: string;
  ok: boolean;
  /** Passed but changes nothing (an account repeated in the file). */
  skipped: boolean;
  /** What the import does with a row that passed. */
  action?: ImportRowAction;
  errors: BatchUserIssue[];
  warnings: BatchUserIssue[];
}

/** A department cell matches the user's department by its name or by a path ending in it; empty matches a user without one. */
function departmentMatches(cell: string, path: readonly string[]): boolean {
  const levels = pathLevels(cell);
  if (levels.length === 0 || path.length === 0) return levels.length === 0 && path.length === 0;
  return levels.length <= path.length && levels.every((level, index) => path[path.length - levels.length + index] === level);
}

/** The row's user, when its account, name and department name them; else the row's errors. */
function targetOf(read: BatchSheetRow['read'], context: BatchUserContext, errors: BatchUserIssue[]): BatchTarget | undefined {
  const account = read('account');
  if (!account) {
    errors.push({ key: 'import.required', column: 'account' });
    return undefined;
  }
  const target = context.users.get(account);
  if (!target) {
    errors.push({ key: 'people.batchImport.accountUnknown', params: { value: account }, column: 'account' });
    return undefined;
  }
  if (read('name') !== target.user.name) errors.push({ key: 'people.batchImport.nameMismatch', params: { value: target.user.name }, column: 'name' });
  if (!departmentMatches(read('departmentname'), target.departmentPath)) {
    errors.push({ key: 'people.batchImport.departmentMismatch', params: { value: target.departmentPath.join('/') }, column: 'departmentname' });
  }
  return target;
}

/**
 * Decides every row: the account must be a user of the organisation the caller sees, the name and
 * department that user's, the action enable, disable or delete (in any of the three languages), and
 * one the caller may apply to that user. A repeated account is skipped from its second row on.
 */
export function checkBatchUserRows(rows: readonly BatchSheetRow[], context: BatchUserContext): { results: BatchUserRowResult[]; changes: BatchUserChange[] } {
  const results: BatchUserRowResult[] = [];
  const changes: BatchUserChange[] = [];
  const firstRow = new Map<string, number>();
  for (const { row, read } of rows) {
    const account = read('account');
    const result: BatchUserRowResult = { row, account, name: read('name'), ok: false, skipped: false, errors: [], warnings: [] };
    results.push(result);
    const target = targetOf(read, context, result.errors);
    const action = actionOfCell(read('action'));
    if (!action) result.errors.push({ key: 'people.batchImport.actionUnknown', column: 'action' });
    const refusal = target && action ? context.refusal(action, target.user) : null;
    if (refusal) result.errors.push({ key: refusal, column: 'account' });
    const seen = firstRow.get(account);
    if (account && seen !== undefined) result.warnings.push({ key: 'people.import.accountRepeated', params: { row: seen }, column: 'account' });
    result.ok = result.errors.length === 0;
    result.skipped = result.ok && seen !== undefined;
    if (result.ok && action) result.action = result.skipped ? 'skip' : action;
    if (result.ok && seen === undefined && target && action) {
      firstRow.set(account, row);
      changes.push({ row, action, user: target.user });
    }
  }
  return { results, changes };
}
