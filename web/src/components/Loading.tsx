import { useT } from '../app';
import { Spinner } from './Spinner';

/** The centred spinner of a page or area while it loads (lazy pages, the admin area, the licence check). */
export function Loading() {
  const t = useT();
  return (
    <div className="page-loading" role="status" aria-label={t('app.loading')}>
      <Spinner />
    </div>
  );
}
