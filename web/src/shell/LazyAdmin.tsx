import { NAMESPACES } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import { lazy, Suspense } from 'react';
import { i18n, useT } from '../app';
import { EmptyState } from '../components/EmptyState';
import { Loading } from '../components/Loading';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';

// The admin back office, antd and every namespace of strings (the back office shows learner areas'
// strings too) load only when an admin opens it; the service worker does not precache them.
const AdminApp = lazy(() => Promise.all([import('../admin/AdminApp'), i18n.loadNamespaces(NAMESPACES)]).then(([module]) => ({ default: module.AdminApp })));

/** /admin/* — loads the admin area on demand, with a retry when loading fails. */
export function LazyAdmin() {
  const t = useT();
  return (
    <ChunkErrorBoundary
      fallback={(retry) => (
        <EmptyState title={t('errors.network')} fullPage>
          <Button color="primary" onClick={retry}>
            {t('common.retry')}
          </Button>
        </EmptyState>
      )}
    >
      <Suspense fallback={<Loading />}>
        <AdminApp />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
