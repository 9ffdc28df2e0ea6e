import type { ImportSource } from '../blocks/import/importWizard';

/** The user import (docs/people.md "Import"): the three modes; rows with errors are skipped and kept for download. */
export const USER_IMPORT: ImportSource = {
  area: 'users',
  subject: 'users',
  title: 'people.import.title',
  partial: true,
};

/**
 * The batch-user import (admin §5 "Batch user"): each row names a user by name, department and
 * account and what to do to it — enable, disable or delete; one way only (no mode), rows that fail
 * are skipped and kept for download.
 */
export const USER_BATCH_IMPORT: ImportSource = {
  area: 'users',
  calls: 'batchImport',
  subject: 'batchusers',
  title: 'people.users.batchImportTitle',
  modes: [1],
  partial: true,
  done: 'people.users.batchImportDone',
};
