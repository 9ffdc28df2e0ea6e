import type { Messages } from '../messages.js';

export const importEn: Messages['import'] = {
  separator: '; ',
  emptyFile: 'Invalid Excel file',
  templateOutdated: 'The template is outdated; download the latest template',
  templateWrong: 'Wrong template; download the import template of this page',
  missingColumn: 'Required column missing: {column}',
  missingColumns: 'Required columns missing: {columns}',
  columnSeparator: ', ',
  formulaWithoutValue: 'Cell {cell} holds a formula whose result the file did not keep: open the file in Excel or WPS, save it and import it again',
  duplicateColumn: 'Column appears twice: {column}',
  noRows: 'The file has no rows to import',
  tooManyRows: 'At most {max} rows can be imported at once',
  required: '{column} is required',
  tooLong: '{column} can have at most {max} characters',
  errorReason: 'Error reason',
};
