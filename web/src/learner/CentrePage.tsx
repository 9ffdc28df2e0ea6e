import { useT } from '../app/hooks';
import { EmptyState } from '../components/EmptyState';

/** The training centre (/user/dashboard/center); banners and task lists arrive with the training work. */
export function CentrePage() {
  const t = useT();
  return (
    <section className="learner-page">
      <h1 className="page-title">{t('learner.centreTitle')}</h1>
      <EmptyState title={t('learner.centreEmpty')} />
    </section>
  );
}
