import { createTranslator, LANGUAGES, normaliseHeader, templateMarker, type ImportIssue, type MessageKey, type Translate } from '@peilian/shared';

/**
 * The batch-user import's Excel template (admin §5 "Batch user: name, departmentname, account,
 * action"; docs/people.md "Batch-user import"): the header row in the caller's language (hints in
 * brackets, ignored when read back), closed by the marker `#batchusers-v1`. As in the user import a
 * header is required (in any of the three languages, or the spec's column names) and the marker is
 * not, but a marker of another template or version is refused.
 */

export const BATCH_USER_COLUMNS = ['name', 'departmentname', 'account', 'action'] as const;
export type BatchUserColumn = (typeof BATCH_USER_COLUMNS)[number];

export const BATCH_USER_TEMPLATE = { id: 'batchusers', version: 1, columns: BATCH_USER_COLUMNS.map((key) => ({ key })) } as const;

export type BatchAction = 'enable' | 'disable' | 'delete';

/** The action cells read, in the three languages (case aside). */
const ACTION_CELLS: ReadonlyMap<string, BatchAction> = new Map([
  ['enable', 'enable'],
  ['启用', 'enable'],
  ['啟用', 'enable'],
  ['disable', 'disable'],
  ['禁用', 'disable'],
  ['停用', 'disable'],
  ['delete', 'delete'],
  ['删除', 'delete'],
  ['刪除', 'delete'],
]);

/** The action a cell names; null for anything else. */
export const actionOfCell = (cell: string): BatchAction | null => ACTION_CELLS.get(cell.normalize('NFKC').trim().toLowerCase()) ?? null;

/** A problem of a row or of the file. */
export type BatchUserIssue = ImportIssue<BatchUserColumn>;

export function batchUserColumnLabel(key: BatchUserColumn, t: Translate): string {
  return key === 'action' ? t('people.batchImport.column.action') : t(`people.import.column.${key}`);
}

const HINTS: Partial<Record<BatchUserColumn, MessageKey>> = {
  departmentname: 'people.import.hint.departmentname',
  action: 'people.batchImport.hint.action',
};

/** The header row of the template and of the failed-rows file (before its reason column): names with hints, then the marker. */
export function batchUserTemplateHeader(t: Translate): string[] {
  const cells = BATCH_USER_COLUMNS.map((key) => {
    const hint = HINTS[key];
    return hint ? `${batchUserColumnLabel(key, t)}(${t(hint)})` : batchUserColumnLabel(key, t);
  });
  return [...cells, templateMarker(BATCH_USER_TEMPLATE)];
}

let headerIndex: Map<string, BatchUserColumn> | undefined;

/** The column a header cell names, in any interface language or by the spec's name; null for any other text. */
export function batchUserColumnForHeader(cell: string): BatchUserColumn | null {
  if (!headerIndex) {
    headerIndex = new Map();
    const translators = LANGUAGES.map((language) => createTranslator(language));
    for (const key of BATCH_USER_COLUMNS) {
      for (const label of [key, ...translators.map((t) => batchUserColumnLabel(key, t))]) headerIndex.set(normaliseHeader(label), key);
    }
  }
  return headerIndex.get(normaliseHeader(cell)) ?? null;
}
