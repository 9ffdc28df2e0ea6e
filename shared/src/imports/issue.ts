import type { ValidationIssue } from '../validators/rules.js';

/** A problem of an import's file or of one of its rows: an i18n key and its values, and the column it is about. */
export interface ImportIssue<Column extends string = string> extends ValidationIssue {
  column?: Column;
}

/** Most data rows one import file may hold; larger files are refused as a whole. */
export const IMPORT_ROWS_MAX = 5000;
