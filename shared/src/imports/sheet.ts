import { cleanText } from '../validators/plainText.js';
import { cellText } from './cells.js';
import { locateHeader } from './header.js';
import { IMPORT_ROWS_MAX, type ImportIssue } from './issue.js';
import { readTemplateMarker, type TemplateVersion } from './template.js';

/**
 * The header-and-rows reading of every Excel import (users, batch users, questions, exams, FAQs,
 * synonyms), pure and total: the header (admin §5 "header required") is found by each import's
 * column names where a person would find it (`locateHeader`: below a title, over two rows); a
 * template marker of another template or version refuses the file, as do a repeated or missing
 * column, no rows and more than `IMPORT_ROWS_MAX`.
 */

export interface SheetRow<Column extends string> {
  /** The spreadsheet row (1-based). */
  row: number;
  read: (column: Column) => string;
}

/** The data rows, or the file's problems (and no rows). */
export interface Sheet<Column extends string> {
  fileErrors: ImportIssue<Column>[];
  rows: SheetRow<Column>[];
}

/** What one import reads: its template's marker, its columns by header text, the columns it cannot do without. */
export interface SheetLayout<Column extends string> {
  template: TemplateVersion;
  columnForHeader: (cell: string) => Column | null | undefined;
  required: readonly Column[];
}

/** The sheet as trimmed, cleaned text cells. */
const cleanRows = (input: readonly unknown[][]): string[][] =>
  input.map((row) => (Array.isArray(row) ? row.map((cell) => cleanText(cellText(cell)).trim()) : []));

function readHeader<Column extends string>(cells: readonly string[], layout: SheetLayout<Column>) {
  const columns = new Map<Column, number>();
  const marker = cells.map(readTemplateMarker).find((found) => found !== null);
  if (marker && marker.id !== layout.template.id) return { columns, errors: [{ key: 'import.templateWrong' as const }] };
  if (marker && marker.version !== layout.template.version) return { columns, errors: [{ key: 'import.templateOutdated' as const }] };
  const errors: ImportIssue<Column>[] = [];
  cells.forEach((cell, index) => {
    const key = layout.columnForHeader(cell);
    if (!key) return;
    if (columns.has(key)) errors.push({ key: 'import.duplicateColumn', column: key });
    else columns.set(key, index);
  });
  for (const column of layout.required) if (!columns.has(column)) errors.push({ key: 'import.missingColumn', column });
  return { columns, errors };
}

/** The header and the non-empty rows below it, at most `IMPORT_ROWS_MAX`. */
export function readSheet<Column extends string>(input: readonly unknown[][], layout: SheetLayout<Column>): Sheet<Column> {
  const refused = (fileErrors: ImportIssue<Column>[]): Sheet<Column> => ({ fileErrors, rows: [] });
  const rows = cleanRows(input);
  const located = locateHeader(rows, layout.columnForHeader);
  if (!located) return refused([{ key: 'import.emptyFile' }]);
  const header = readHeader(located.cells, layout);
  if (header.errors.length > 0) return refused(header.errors);
  const data = rows.map((cells, index) => ({ cells, row: index + 1 })).filter(({ cells }, index) => index >= located.dataFrom && cells.some(Boolean));
  if (data.length === 0) return refused([{ key: 'import.noRows' }]);
  if (data.length > IMPORT_ROWS_MAX) return refused([{ key: 'import.tooManyRows', params: { max: IMPORT_ROWS_MAX } }]);
  const read = (cells: string[]) => (key: Column) => {
    const index = header.columns.get(key);
    return index === undefined ? '' : (cells[index] ?? '');
  };
  return { fileErrors: [], rows: data.map(({ cells, row }) => ({ row, read: read(cells) })) };
}
