import { createTranslator, LANGUAGES, normaliseHeader, templateMarker, type ImportIssue, type MessageKey, type Translate } from '@peilian/shared';

/**
 * The user import's Excel template (admin §5 "Imports: Users"; docs/people.md "Import"): the spec's
 * columns, the header row the server writes in the caller's language (hints in brackets, ignored
 * when read back) and the marker cell `#users-v1` closing it. A header is required; the marker is
 * not (a sheet exported from an HR system has the columns but never the marker), but a marker of
 * another template or version is refused as the other imports refuse it.
 */

export const USER_COLUMNS = [
  'name',
  'workno',
  'sex',
  'departmentname',
  'account',
  'password',
  'mobile',
  'rolename',
  'mail',
  'validateDate',
  'position',
  'memo',
] as const;
export type UserColumn = (typeof USER_COLUMNS)[number];

/** The columns whose header must be present (admin §5: account, password and name are required). */
export const REQUIRED_USER_COLUMNS: readonly UserColumn[] = ['name', 'account', 'password'];

export const USER_IMPORT_TEMPLATE = { id: 'users', version: 1, columns: USER_COLUMNS.map((key) => ({ key })) } as const;

/**
 * The file's sex column (admin §5 "sex (1 male, 0 female)"), 男/女 and the English words too; the
 * stored value is the admin form's (1 male, 2 female, 0 not given).
 */
const SEX_CELLS: ReadonlyMap<string, number> = new Map([
  ['1', 1],
  ['男', 1],
  ['male', 1],
  ['m', 1],
  ['0', 2],
  ['女', 2],
  ['female', 2],
  ['f', 2],
]);

/** The stored sex a cell names (case aside); null for anything else. */
export const sexOfCell = (cell: string): number | null => SEX_CELLS.get(cell.toLowerCase()) ?? null;

/** The cell written for a stored sex: '1', '0' or '' when not given. */
export const sexCell = (sex: number): string => (sex === 1 ? '1' : sex === 2 ? '0' : '');

/** A problem of a row or of the file: an i18n key, its values and the column it is about. */
export type UserImportIssue = ImportIssue<UserColumn>;

const HINTS: Partial<Record<UserColumn, MessageKey>> = {
  sex: 'people.import.hint.sex',
  departmentname: 'people.import.hint.departmentname',
  password: 'people.import.hint.password',
  validateDate: 'people.import.hint.validateDate',
};

export function userColumnLabel(key: UserColumn, t: Translate): string {
  return t(`people.import.column.${key}`);
}

/** The header row of the template and of the failed-rows file (before its reason column): names with hints, then the marker. */
export function userTemplateHeader(t: Translate): string[] {
  const cells = USER_COLUMNS.map((key) => {
    const hint = HINTS[key];
    return hint ? `${userColumnLabel(key, t)}(${t(hint)})` : userColumnLabel(key, t);
  });
  return [...cells, templateMarker(USER_IMPORT_TEMPLATE)];
}

let headerIndex: Map<string, UserColumn> | undefined;

/** The column a header cell names, in any interface language or by the spec's name; null for any other text. */
export function userColumnForHeader(cell: string): UserColumn | null {
  if (!headerIndex) {
    headerIndex = new Map();
    const translators = LANGUAGES.map((language) => createTranslator(language));
    for (const key of USER_COLUMNS) {
      for (const label of [key, ...translators.map((t) => userColumnLabel(key, t))]) headerIndex.set(normaliseHeader(label), key);
    }
  }
  return headerIndex.get(normaliseHeader(cell)) ?? null;
}
