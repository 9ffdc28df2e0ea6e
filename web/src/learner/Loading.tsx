import { SpinLoading } from 'antd-mobile';
import { useT } from '../app/hooks';

/**
 * The learner pages' loading spinner. The lazily loaded pages must not import `routes/LazyAdmin`
 * (its PageLoading): that would move the admin area's dynamic import out of the entry chunk.
 */
export function Loading() {
  const t = useT();
  return (
    <div className="page-loading" role="status" aria-label={t('app.loading')}>
      <SpinLoading color="primary" />
    </div>
  );
}
