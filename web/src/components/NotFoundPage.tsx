import { Link } from 'react-router-dom';
import { useSession, useT } from '../app';
import { EmptyState } from './EmptyState';

/** Spec's 404: 'page error or no permission'; the return-home link is hidden for third-party users. */
export function NotFoundPage() {
  const t = useT();
  const thirdParty = useSession((state) => state.user?.thirdparty === 1);
  return (
    <EmptyState title={t('notFound.title')} description={t('notFound.description')} fullPage>
      {!thirdParty && (
        <Link to="/" className="touch-link" data-testid="back-home">
          {t('notFound.backHome')}
        </Link>
      )}
    </EmptyState>
  );
}
