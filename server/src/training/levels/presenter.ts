import { zonedDay, type BadgeItem, type LearnerBadge, type LevelItem } from '@peilian/shared';
import type { BadgeListRow } from '../../data/levels.js';
import type { BadgeRow, LevelRow } from '../../db/schema/index.js';

/** Levels and badges as the back office sees them (the award job's columns stay inside). */
export function presentLevel(level: LevelRow): LevelItem {
  return { id: level.id, name: level.name, icon: level.icon, experience: level.experience, createdate: level.createdAt.toISOString() };
}

export function presentBadge({ badge, awarded }: BadgeListRow): BadgeItem {
  return {
    id: badge.id,
    name: badge.name,
    icon: badge.icon,
    image: badge.image,
    condition: badge.condition,
    count: badge.count,
    sort: badge.sort,
    enabled: badge.enabled,
    awarded,
    createdate: badge.createdAt.toISOString(),
  };
}

/** A badge a learner holds: what it looks like and the day (in the organisation's zone) it was awarded. */
export function presentLearnerBadge({ badge, awardedAt }: { badge: BadgeRow; awardedAt: Date }, zone: string): LearnerBadge {
  return { id: badge.id, name: badge.name, icon: badge.icon, image: badge.image, awardeddate: zonedDay(awardedAt.getTime(), zone) };
}
