import { Button, SpinLoading } from 'antd-mobile';
import { lazy, Suspense } from 'react';
import { useT } from '../app/hooks';
import { EmptyState } from '../components/EmptyState';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';

// The admin back office and antd load only when an admin opens it; the service worker does not precache them.
const AdminApp = lazy(() => import('../admin/AdminApp').then((module) => ({ default: module.AdminApp })));

/** Centred spinner shown while a lazy area loads. */
export function PageLoading() {
  const t = useT();
  return (
    <div className="page-loading" role="status" aria-label={t('app.loading')}>
      <SpinLoading color="primary" />
    </div>
  );
}

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
      <Suspense fallback={<PageLoading />}>
        <AdminApp />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
