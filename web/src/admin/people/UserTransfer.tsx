import { useT } from '../../app';
import { ExportButton } from '../blocks/ExportButton';
import { ImportButton } from '../blocks/import/ImportButton';
import { USER_BATCH_IMPORT, USER_IMPORT } from './userImport';

/** The user list's imports (the one wizard, partial: the users, and enabling, disabling or deleting them by rows) and its Excel export under the list's filters. */
export function UserTransfer({ exportQuery }: { exportQuery: Record<string, string | number> }) {
  const t = useT();
  return (
    <>
      <ImportButton source={USER_IMPORT} label={t('people.import.open')} testId="user-import" />
      <ImportButton source={USER_BATCH_IMPORT} label={t('people.users.batchImportOpen')} testId="user-batch-import" />
      <ExportButton area="users" name="export" args={exportQuery} fileName={`${t('people.users.title')}.xlsx`} testId="user-export" />
    </>
  );
}
