import { useT } from '../../app/hooks';
import { ADMIN_ENDPOINTS, adminUrl } from '../api';
import { ExportButton } from '../blocks/ExportButton';
import { ImportButton } from '../blocks/import/ImportButton';
import { USER_IMPORT } from './userImport';

/** The user list's import (the one wizard, partial) and its Excel export under the list's filters. */
export function UserTransfer({ exportQuery }: { exportQuery: Record<string, string | number> }) {
  const t = useT();
  return (
    <>
      <ImportButton source={USER_IMPORT} label={t('people.import.open')} testId="user-import" />
      <ExportButton url={adminUrl(ADMIN_ENDPOINTS.users.export, {}, exportQuery)} fileName="users.xlsx" testId="user-export" />
    </>
  );
}
