import {
  checkAccount,
  checkEmail,
  checkOptionalMobile,
  checkPassword,
  checkUserName,
  checkWorkNumber,
  isValidDate,
  readSheet,
  USER_MEMO_MAX,
  type ImportQuery,
  type ImportRowAction,
  type Sheet,
  type SheetRow as SheetRowOf,
  type ValidationIssue,
} from '@peilian/shared';
import type { RoleRow, UserRow } from '../../db/schema/index.js';
import type { PathMatch } from './paths.js';
import { REQUIRED_USER_COLUMNS, sexOfCell, USER_IMPORT_TEMPLATE, userColumnForHeader, type UserColumn, type UserImportIssue } from './template.js';

/**
 * The user import's checks (docs/people.md "Import"), pure and total: any junk yields row results
 * with i18n keys, never an exception. `readUserSheet` reads the header and the rows; the caller
 * then loads what the rows name (their accounts) and `checkUserRows` decides every row.
 */

export type Cells = (column: UserColumn) => string;
export type SheetRow = SheetRowOf<UserColumn>;
/** The data rows, or the file's problems (and no rows). */
export type UserSheet = Sheet<UserColumn>;

/** The header (the first non-empty row; required, admin §5 "header required") and the data rows below it. */
export const readUserSheet = (input: readonly unknown[][]): UserSheet =>
  readSheet<UserColumn>(input, { template: USER_IMPORT_TEMPLATE, columnForHeader: userColumnForHeader, required: REQUIRED_USER_COLUMNS });

/** What the rows are checked against: the importer's reach and the organisation's records. */
export interface UserImportContext {
  mode: ImportQuery['mode'];
  /** A top administrator or the owner may leave the department empty (admin §5). */
  departmentOptional: boolean;
  strongPassword: boolean;
  departments: { match: (text: string) => PathMatch };
  /** The department ids an import by this caller may place users in; null = any (`limitimport`). */
  allowedDepartments: ReadonlySet<string> | null;
  /** With data permission narrowing the importer: the positions below theirs, one of which every row needs; null = any or none. */
  allowedPositions: ReadonlySet<string> | null;
  positions: { match: (text: string) => PathMatch };
  /** The roles the caller may assign, by name. */
  roles: ReadonlyMap<string, RoleRow>;
  /** The users already holding the file's accounts, in any organisation. */
  existing: ReadonlyMap<string, UserRow>;
  orgId: string;
  /** Whether the caller may change this user of the organisation (shared `mayActOnUser`). */
  mayActOn: (user: UserRow) => boolean;
}

/** A row that passed: what to write. Empty optional cells of an update leave the stored value. */
export interface ImportedUser {
  row: number;
  action: 'create' | 'update';
  /** The stored user an update changes. */
  target: UserRow | undefined;
  account: string;
  name: string;
  password: string;
  workNo: string;
  /** 1 male, 2 female (the admin form's values; the file writes 0 for female); null = not given. */
  sex: number | null;
  mobile: string;
  email: string;
  departmentId: string | null;
  role: RoleRow | null;
  positionId: string | null;
  /** yyyy-MM-dd, '' = not given. */
  validDate: string;
  memo: string;
}

export interface UserRowResult {
  row: number;
  account: string;
  name: string;
  ok: boolean;
  /** A row that passed but writes nothing (an account already there in mode 1, missing in mode 2, repeated). */
  skipped: boolean;
  /** What the import does with a row that passed. */
  action?: ImportRowAction;
  errors: UserImportIssue[];
  warnings: UserImportIssue[];
}

const issueOf = (issue: ValidationIssue, column: UserColumn): UserImportIssue => ({
  key: issue.key,
  ...(issue.params ? { params: issue.params } : {}),
  column,
});

/** A date cell: yyyy-mm-dd, slashes accepted (admin §5), single-digit months and days too; an Excel date arrives as ISO text. */
function dateOf(text: string): string | null {
  if (!text) return '';
  const match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:T00:00:00(?:\.000)?Z)?$/.exec(text.normalize('NFKC'));
  if (!match) return null;
  const date = `${match[1]}-${match[2]!.padStart(2, '0')}-${match[3]!.padStart(2, '0')}`;
  return isValidDate(date) ? date : null;
}

/** The fields every row is checked for, whether it creates or updates. */
function checkFields(read: Cells, context: UserImportContext, errors: UserImportIssue[]): Omit<ImportedUser, 'row' | 'action' | 'target' | 'password'> {
  const check = (column: UserColumn, rule: (value: string) => ValidationIssue | null) => {
    const issue = rule(read(column));
    if (issue) errors.push(issueOf(issue, column));
  };
  check('account', checkAccount);
  check('name', checkUserName);
  check('workno', checkWorkNumber);
  check('mobile', checkOptionalMobile);
  check('mail', checkEmail);
  const memo = read('memo');
  if (memo.length > USER_MEMO_MAX) errors.push({ key: 'import.tooLong', params: { max: USER_MEMO_MAX }, column: 'memo' });
  const sexText = read('sex').toLowerCase();
  const sex = sexText ? sexOfCell(sexText) : null;
  if (sexText && sex === null) errors.push({ key: 'people.import.sexInvalid', column: 'sex' });
  const validDate = dateOf(read('validateDate'));
  if (validDate === null) errors.push({ key: 'people.import.dateInvalid', column: 'validateDate' });
  return {
    account: read('account'),
    name: read('name'),
    workNo: read('workno'),
    sex,
    mobile: read('mobile'),
    email: read('mail'),
    departmentId: departmentOf(read('departmentname'), context, errors),
    role: roleOf(read('rolename'), context, errors),
    positionId: positionOf(read('position'), context, errors),
    validDate: validDate ?? '',
    memo,
  };
}

function nodeOf(text: string, column: UserColumn, tree: UserImportContext['positions'], errors: UserImportIssue[]): string | null {
  if (!text) return null;
  const found = tree.match(text);
  if ('id' in found) return found.id;
  errors.push({ key: found.problem === 'unknown' ? 'people.import.unknown' : 'people.import.ambiguous', params: { value: text }, column });
  return null;
}

function departmentOf(text: string, context: UserImportContext, errors: UserImportIssue[]): string | null {
  if (!text) {
    if (!context.departmentOptional) errors.push({ key: 'people.import.departmentRequired', column: 'departmentname' });
    return null;
  }
  const id = nodeOf(text, 'departmentname', context.departments, errors);
  if (id && context.allowedDepartments && !context.allowedDepartments.has(id)) {
    errors.push({ key: 'people.import.departmentNotAllowed', params: { value: text }, column: 'departmentname' });
  }
  return id;
}

/** The row's position: with data permission narrowing the importer, one below the importer's (`positionNotAllowed`). */
function positionOf(text: string, context: UserImportContext, errors: UserImportIssue[]): string | null {
  const id = nodeOf(text, 'position', context.positions, errors);
  const allowed = context.allowedPositions;
  if (allowed && (id ? !allowed.has(id) : !text)) errors.push({ key: 'people.import.positionNotAllowed', column: 'position' });
  return id;
}

function roleOf(text: string, context: UserImportContext, errors: UserImportIssue[]): RoleRow | null {
  if (!text) return null;
  const role = context.roles.get(text);
  if (!role) errors.push({ key: 'people.import.roleNotAllowed', params: { value: text }, column: 'rolename' });
  return role ?? null;
}

/** What the row does with its account: create, update, skip (a warning), or an error. */
function actionOf(account: string, context: UserImportContext, result: UserRowResult): ImportedUser['action'] | null {
  const holder = context.existing.get(account);
  if (holder && holder.orgId !== context.orgId) {
    result.errors.push({ key: 'people.import.accountElsewhere', column: 'account' });
    return null;
  }
  if (holder && context.mode === 1) result.warnings.push({ key: 'people.import.accountExists', column: 'account' });
  else if (!holder && context.mode === 2) result.warnings.push({ key: 'people.import.accountMissing', column: 'account' });
  else if (holder && !context.mayActOn(holder)) result.errors.push({ key: 'people.import.protectedUser', column: 'account' });
  else return holder ? 'update' : 'create';
  return null;
}

/**
 * Decides every row under the mode (1 create only, 2 update only, 3 both): the field rules of the
 * admin form, the password of the user import (6–15, strong when the organisation asks) for a row
 * that creates, departments and positions by name or path, roles the caller may assign. A repeated
 * account and, by the mode, an existing or a missing one are skipped with a warning.
 */
export function checkUserRows(rows: readonly SheetRow[], context: UserImportContext): { results: UserRowResult[]; users: ImportedUser[] } {
  const results: UserRowResult[] = [];
  const users: ImportedUser[] = [];
  const firstRow = new Map<string, number>();
  for (const { row, read } of rows) {
    const account = read('account');
    const result: UserRowResult = { row, account, name: read('name'), ok: false, skipped: false, errors: [], warnings: [] };
    results.push(result);
    const fields = checkFields(read, context, result.errors);
    const seen = firstRow.get(account);
    if (account && seen !== undefined) result.warnings.push({ key: 'people.import.accountRepeated', params: { row: seen }, column: 'account' });
    else if (account) firstRow.set(account, row);
    const action = result.errors.length === 0 && seen === undefined ? actionOf(account, context, result) : null;
    const password = read('password');
    if (action === 'create') {
      const issue = checkPassword(password, 'import', { strong: context.strongPassword });
      if (issue) result.errors.push(issueOf(issue, 'password'));
    }
    result.ok = result.errors.length === 0;
    result.skipped = result.ok && action === null;
    if (result.ok) result.action = action === 'create' ? 'insert' : (action ?? 'skip');
    if (result.ok && action) users.push({ row, action, target: context.existing.get(account), password, ...fields });
  }
  return { results, users };
}
