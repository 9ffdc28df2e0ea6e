import { periodText, type CenterPackage } from '@peilian/shared';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import Tag from 'antd-mobile/es/components/tag';
import { memo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT, useTimeZone } from '../app';
import { avatarUrl } from '../lib/avatar';
import { taskPath } from '../training';

/**
 * A task package in the training centre: cover, title, times, progress and completion. Memoised: a
 * refreshed centre keeps an unchanged package as the same object, so its card does not re-render.
 */
export const PackageCard = memo(function PackageCard({ pkg }: { pkg: CenterPackage }) {
  const t = useT();
  const zone = useTimeZone();
  const navigate = useNavigate();
  const percent = pkg.total > 0 ? Math.round((pkg.passed / pkg.total) * 100) : 0;
  return (
    <button type="button" className="package-card" data-testid={`package-${pkg.id}`} onClick={() => navigate(taskPath(pkg.id))}>
      <div className="package-cover">
        {pkg.cover ? <img src={avatarUrl(pkg.cover)} alt="" loading="lazy" /> : <span className="package-cover-letter">{pkg.title.slice(0, 1)}</span>}
      </div>
      <div className="package-body">
        <div className="package-title">
          <span className="package-title-text">{pkg.title}</span>
          {pkg.completed === 1 && (
            <Tag color="success" fill="outline" data-testid="package-completed">
              {t('tasks.centre.completed')}
            </Tag>
          )}
        </div>
        <div className="package-period">{periodText(t, pkg.starttime, pkg.endtime, zone)}</div>
        <ProgressBar percent={percent} className="package-progress-bar" />
        <div className="package-progress" data-testid="package-progress">
          {t('tasks.centre.progress', { passed: pkg.passed, total: pkg.total })}
        </div>
        {pkg.locked === 1 && <div className="package-locked">{t('learnerTraining.centre.frontPackage', { title: pkg.frontpackagetitle })}</div>}
      </div>
    </button>
  );
});
