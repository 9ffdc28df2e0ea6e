import { useT } from '../app/hooks';
import { Spinner } from '../components/Spinner';

/**
 * The learner pages' loading spinner. The lazily loaded pages must not import `routes/LazyAdmin`
 * (its PageLoading): that would move the admin area's dynamic import out of the entry chunk.
 */
export function Loading() {
  const t = useT();
  return (
    <div className="page-loading" role="status" aria-label={t('app.loading')}>
      <Spinner />
    </div>
  );
}
