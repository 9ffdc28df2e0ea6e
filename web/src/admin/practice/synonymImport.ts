import type { ImportSource } from '../blocks/import/importWizard';

/** The synonym import (docs/practice.md): base word and synonyms per row, mode 1 only. */
export const SYNONYM_IMPORT: ImportSource = {
  area: 'synonyms',
  templateName: 'synonym-import.xlsx',
  errorsName: 'synonym-import-errors.xlsx',
  title: 'practiceWeb.words.synonymImportTitle',
  modes: [1],
};
