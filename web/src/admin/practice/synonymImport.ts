import type { ImportSource } from '../blocks/import/importWizard';

/** The synonym import (docs/practice.md): base word and synonyms per row, mode 1 only. */
export const SYNONYM_IMPORT: ImportSource = {
  area: 'synonyms',
  subject: 'synonyms',
  title: 'practiceWeb.words.synonymImportTitle',
  modes: [1],
};
