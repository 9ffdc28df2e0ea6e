import type { BadgeCondition } from '@peilian/shared';
import type { Db } from '../db/client.js';
import { insertBadge, insertLevel, insertUserBadge, listBadges, listLevels } from '../data/levels.js';
import { findUserByAccount } from '../data/users.js';

/**
 * The demo ladder and badges (admin §3 Level, Badge; docs/training.md "Levels, experience and
 * badges"): five levels and three badges without icons (the product ships no level or badge
 * images), and `learner01` holding the profile badge. An organisation with levels or badges of its
 * own keeps them.
 */

export const DEMO_LEVELS = [
  { name: '见习', experience: 0 },
  { name: '新锐', experience: 100 },
  { name: '骨干', experience: 300 },
  { name: '精英', experience: 1000 },
  { name: '专家', experience: 3000 },
] as const;

export const DEMO_BADGES: readonly { name: string; condition: BadgeCondition; count: number }[] = [
  { name: '资料达人', condition: 'profileComplete', count: 0 },
  { name: '坚持不懈', condition: 'loginStreak', count: 3 },
  { name: '学习先锋', condition: 'trainingCompleted', count: 1 },
];

/** The demo learner who starts with a badge, and which. */
export const DEMO_BADGE_HOLDER = { account: 'learner01', badge: '资料达人' } as const;

/** Seeds the demo ladder and badges (idempotent; see above). */
export async function seedLevels(db: Db, orgId: string): Promise<void> {
  if ((await listLevels(db, orgId)).length === 0) {
    for (const level of DEMO_LEVELS) await insertLevel(db, { orgId, ...level });
  }
  if ((await listBadges(db, orgId)).length > 0) return;
  const created = [];
  for (const [sort, badge] of DEMO_BADGES.entries()) created.push(await insertBadge(db, { orgId, ...badge, sort, enabled: 1 }));
  const holder = await findUserByAccount(db, DEMO_BADGE_HOLDER.account);
  const badge = created.find((row) => row.name === DEMO_BADGE_HOLDER.badge);
  if (holder && holder.user.orgId === orgId && badge) {
    await insertUserBadge(db, { orgId, userId: holder.user.id, badgeId: badge.id });
  }
}
