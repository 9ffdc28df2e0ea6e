import type { NoticeKind } from '@peilian/shared';

/** A notice to make for one learner: what happened, its particulars, the app path it opens, and what it is about. */
export interface NoticeDraft {
  userId: string;
  kind: NoticeKind;
  params: Record<string, string | number>;
  link: string;
  /** One notice per learner and ref: the same event notifies once, whoever reports it again. */
  ref: string;
}

/** The learner's task page of a package (the web app's and the mini-program's `/user/dashboard/task`). */
const taskLink = (packageId: string) => `/user/dashboard/task?id=${encodeURIComponent(packageId)}`;
/** The learner's page of one appeal. */
const appealLink = (appealId: string) => `/user/appeal?id=${encodeURIComponent(appealId)}`;
/** The personal centre, where levels and badges show. */
const MINE_LINK = '/user/mine';

/** A package was published to these learners. */
export const taskPublished = (pkg: { id: string; title: string; endAt: Date }, userIds: readonly string[]): NoticeDraft[] =>
  userIds.map((userId) => ({
    userId,
    kind: 'taskPublished',
    params: { title: pkg.title, endAt: pkg.endAt.getTime() },
    link: taskLink(pkg.id),
    ref: `published:${pkg.id}`,
  }));

/** A package these learners have not completed ends within a day. */
export const taskEnding = (pkg: { id: string; title: string; endAt: Date }, userIds: readonly string[]): NoticeDraft[] =>
  userIds.map((userId) => ({
    userId,
    kind: 'taskEnding',
    params: { title: pkg.title, endAt: pkg.endAt.getTime() },
    link: taskLink(pkg.id),
    ref: `ending:${pkg.id}`,
  }));

/** A learner's appeal was completed (`status` 2) or rejected (3). */
export const appealAnswered = (appeal: { id: string; userId: string; title: string; status: number }): NoticeDraft => ({
  userId: appeal.userId,
  kind: 'appealAnswered',
  params: { title: appeal.title, status: appeal.status },
  link: appealLink(appeal.id),
  ref: `appeal:${appeal.id}`,
});

/** These learners earned a badge. */
export const badgeEarned = (badge: { id: string; name: string }, userIds: readonly string[]): NoticeDraft[] =>
  userIds.map((userId) => ({ userId, kind: 'badgeEarned', params: { badge: badge.name }, link: MINE_LINK, ref: `badge:${badge.id}` }));

/** A learner reached a level. */
export const levelUp = (level: { id: string; name: string }, userId: string): NoticeDraft => ({
  userId,
  kind: 'levelUp',
  params: { level: level.name },
  link: MINE_LINK,
  ref: `level:${level.id}`,
});
