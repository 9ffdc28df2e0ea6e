import { countUnread, insertNotices } from '../data/notices.js';
import { learnerCentrePackages } from '../data/center.js';
import { findUserByAccount } from '../data/users.js';
import type { Db } from '../db/client.js';
import type { NoticeInsert } from '../db/schema/index.js';
import { DEMO_BADGES } from './levels.js';

const HOUR_MS = 3_600_000;

/**
 * The demo's notices (docs/notifications.md "Notices"): `learner01` has two packages published to
 * them (the older one read), one about to end and the profile badge the level seed gave them, so
 * the personal centre shows a list with unread ones. Kept when the learner has any.
 */
export async function seedNotices(db: Db, orgId: string, now: Date): Promise<void> {
  const learner = (await findUserByAccount(db, 'learner01'))?.user;
  if (!learner || learner.orgId !== orgId || (await countUnread(db, orgId, learner.id)) > 0) return;
  const packages = (await learnerCentrePackages(db, { orgId, userId: learner.id })).slice(0, 2).map((row) => row.pkg);
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const rows: NoticeInsert[] = packages.map((pkg, index) => ({
    orgId,
    userId: learner.id,
    kind: 'taskPublished',
    params: { title: pkg.title, endAt: pkg.endAt.getTime() },
    link: `/user/dashboard/task?id=${pkg.id}`,
    ref: `published:${pkg.id}`,
    createdAt: at(72 - index * 24),
    pushedAt: at(72 - index * 24),
    readAt: index === 0 ? at(70) : null,
  }));
  const ending = packages[0];
  if (ending) {
    rows.push({
      orgId,
      userId: learner.id,
      kind: 'taskEnding',
      params: { title: ending.title, endAt: ending.endAt.getTime() },
      link: `/user/dashboard/task?id=${ending.id}`,
      ref: `ending:${ending.id}`,
      createdAt: at(2),
      pushedAt: at(2),
    });
  }
  const badge = DEMO_BADGES.find((candidate) => candidate.condition === 'profileComplete');
  if (badge)
    rows.push({
      orgId,
      userId: learner.id,
      kind: 'badgeEarned',
      params: { badge: badge.name },
      link: '/user/mine',
      ref: 'badge:demo',
      createdAt: at(30),
      pushedAt: at(30),
    });
  await insertNotices(db, rows);
}
