import type { Translate } from '../i18n/messages.js';
import type { ValidationIssue } from '../validators/rules.js';

/** A problem of an import's file or of one of its rows: an i18n key and its values, and the column it is about. */
export interface ImportIssue<Column extends string = string> extends ValidationIssue {
  column?: Column;
}

/** An issue in the reader's language, the name of the column it is about filled in (`{column}`). */
export function importIssueMessage<Column extends string>(
  t: Translate,
  issue: ImportIssue<Column>,
  columnLabel: (column: Column, t: Translate) => string,
): string {
  return t(issue.key, { ...issue.params, ...(issue.column ? { column: columnLabel(issue.column, t) } : {}) });
}

/** Most data rows one import file may hold; larger files are refused as a whole. */
export const IMPORT_ROWS_MAX = 5000;
