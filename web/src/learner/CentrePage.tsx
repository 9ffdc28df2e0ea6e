import { centreGroups } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import { useLayoutEffect } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../app';
import { EmptyState } from '../components/EmptyState';
import { NoticeBellEntry } from '../notices';
import { PRACTICE_PATH } from '../practice';
import { Loading } from '../components/Loading';
import { endFirstSight } from '../lib/firstSight';
import { PullToRefresh } from '../components/PullToRefresh';
import { CHECKIN_PATH, RANKING_PATH } from '../training';
import { BannerCarousel } from './BannerCarousel';
import { PackageCard } from './PackageCard';
import { useCentre } from './useCentre';
import './training.css';

/** The centre's title and its links to free practice and the ranking. */
function CentreHead() {
  const t = useT();
  return (
    <div className="centre-head">
      <h1 className="page-title">{t('learner.centreTitle')}</h1>
      {/* The bell goes last: the links' text gives the head its baseline, as in the first sight. */}
      <nav className="centre-links">
        <Link to={PRACTICE_PATH} className="centre-ranking" data-testid="centre-practice">
          {t('practiceLearner.entry')}
        </Link>
        <Link to={CHECKIN_PATH} className="centre-ranking" data-testid="centre-checkin">
          {t('checkin.entry')}
        </Link>
        <Link to={RANKING_PATH} className="centre-ranking" data-testid="centre-ranking">
          {t('learnerTraining.centre.ranking')}
        </Link>
        <NoticeBellEntry />
      </nav>
    </div>
  );
}

/**
 * The training centre (/user/dashboard/center): banners, then the learner's task packages grouped
 * by run state, with pull to refresh; offline it shows the last loaded copy and says so.
 */
export function CentrePage() {
  const t = useT();
  const { state, reload } = useCentre();
  const groups = state.status === 'ready' ? centreGroups(state.centre.groups) : [];
  // The first sight painted before the app loaded goes in the same frame as the content replaces it.
  const loading = state.status === 'loading';
  useLayoutEffect(() => {
    if (!loading) endFirstSight();
  }, [loading]);

  return (
    <section className="learner-page centre-page">
      <CentreHead />
      <PullToRefresh onRefresh={reload}>
        {state.status === 'loading' && <Loading />}
        {state.status === 'failed' && (
          <EmptyState title={state.message}>
            <Button size="small" onClick={() => void reload()}>
              {t('common.retry')}
            </Button>
          </EmptyState>
        )}
        {state.status === 'ready' && (
          <>
            {state.offline && (
              <div className="centre-offline" role="status" data-testid="centre-offline">
                {t('learnerTraining.centre.offline')}
              </div>
            )}
            {state.centre.banners.length > 0 && <BannerCarousel banners={state.centre.banners} />}
            {groups.map((group) => (
              <div key={group.key} className="package-group" data-testid={`group-${group.key}`}>
                <h2 className="package-group-title">
                  {t(group.label)} <span className="package-group-count">{group.packages.length}</span>
                </h2>
                {group.packages.map((pkg) => (
                  <PackageCard key={pkg.id} pkg={pkg} />
                ))}
              </div>
            ))}
            {groups.length === 0 && <EmptyState title={t('learner.centreEmpty')} />}
          </>
        )}
      </PullToRefresh>
    </section>
  );
}
