import type { ImportSource } from '../blocks/import/importWizard';

/** The user import (docs/people.md "Import"): the three modes; rows with errors are skipped and kept for download. */
export const USER_IMPORT: ImportSource = {
  area: 'users',
  templateName: 'user-import.xlsx',
  errorsName: 'user-import-errors.xlsx',
  title: 'people.import.title',
  partial: true,
};
