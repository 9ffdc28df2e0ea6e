import type { LearnerBadge } from '@peilian/shared';
import { useT } from '../app';
import { avatarUrl } from '../lib/avatar';

/** The badges a learner holds: each one's image (else its icon, else a medal sign), its name and the day it was awarded. */
export function BadgeList({ badges, testId }: { badges: readonly LearnerBadge[]; testId: string }) {
  const t = useT();
  if (badges.length === 0) return null;
  return (
    <ul className="badge-list" aria-label={t('profile.badges')} data-testid={testId}>
      {badges.map((badge) => {
        const picture = badge.image || badge.icon;
        return (
          <li key={badge.id} className="badge-item" title={badge.awardeddate}>
            {picture ? <img src={avatarUrl(picture)} alt="" width={28} height={28} /> : <span aria-hidden="true">🏅</span>}
            <span className="badge-name">{badge.name}</span>
          </li>
        );
      })}
    </ul>
  );
}
