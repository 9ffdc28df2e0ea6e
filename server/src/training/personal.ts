import { FILE_REFERENCE_RULES, RANK_SCOPES, type MineResponse, type RankingResponse, type RankScope } from '@peilian/shared';
import { listDepartments } from '../data/departments.js';
import type { DepartmentRow } from '../db/schema/index.js';
import { findOrganisationById } from '../data/organisations.js';
import { findLearnerStats, rankingPage, rankOf, type RankAmong } from '../data/learnerStats.js';
import { listUserBadges } from '../data/levels.js';
import { organisationTimeZone } from '../lib/orgClock.js';
import { organisationLevel } from './levels/ladder.js';
import { presentLearnerBadge } from './levels/presenter.js';
import { findUserPosition } from '../data/positions.js';
import { findUserInOrg, updateUserAvatar } from '../data/users.js';
import { appError } from '../errors/index.js';
import { checkFileReference } from '../storage/fileReferences.js';
import { presentRankingRow } from './learnerPresenter.js';
import type { Caller } from '../auth/caller.js';

/**
 * The ranking page (`/user/ranking`) and the personal centre (`/user/mine`): learning time,
 * completed packages, level and stars from `learner_stats`; the avatar from the personal centre.
 */

/**
 * Whether the organisation shows the ranking (admin §3 settings "ranking visibility"): the
 * organisation setting `rankVisible`, visible unless set to false or 0.
 */
export function rankingVisible(settings: Readonly<Record<string, unknown>>): boolean {
  return settings.rankVisible !== false && settings.rankVisible !== 0;
}

/** Among whom the organisation ranks a learner (`rankScope`): the enterprise unless set. */
export function rankingScope(settings: Readonly<Record<string, unknown>>): RankScope {
  return (RANK_SCOPES as readonly unknown[]).includes(settings.rankScope) ? (settings.rankScope as RankScope) : 'enterprise';
}

/**
 * The departments a learner is ranked among (docs/training.md "Ranking"): their first-level
 * department — the one under a top department, or the top one itself — with every department below
 * it, or only their own; a learner without a department is ranked among the enterprise.
 */
export function rankedDepartments(all: readonly DepartmentRow[], own: string | null, scope: RankScope): RankAmong {
  if (scope === 'enterprise' || !own) return 'all';
  if (scope === 'department') return [own];
  const byId = new Map(all.map((row) => [row.id, row]));
  let first = byId.get(own);
  while (first?.parentId && byId.get(first.parentId)?.parentId) first = byId.get(first.parentId);
  if (!first) return [own];
  const below = [first.id];
  for (let i = 0; i < below.length; i += 1) for (const row of all) if (row.parentId === below[i] && !below.includes(row.id)) below.push(row.id);
  return below;
}

/** `GET api/trainning/v3/ranking`: a page of the ranking the caller is ranked in, and the caller's own place. */
export async function ranking(request: Caller, page: { page: number; rows: number }): Promise<Omit<RankingResponse, 'successed'>> {
  const { db } = request.deps;
  const { orgId, id } = request.caller;
  const org = await findOrganisationById(db, orgId);
  if (!org || !rankingVisible(org.settings)) return { visible: 0, rows: [], total: 0, me: null };
  const scope = rankingScope(org.settings);
  const among = scope === 'enterprise' ? 'all' : rankedDepartments(await listDepartments(db, orgId), request.caller.departmentId, scope);
  const { rows, total } = await rankingPage(db, orgId, among, { offset: (page.page - 1) * page.rows, limit: page.rows });
  const me = await rankOf(db, orgId, among, id);
  return { visible: 1, rows: rows.map(presentRankingRow), total, me: me ? presentRankingRow(me) : null };
}

/**
 * `GET api/trainning/v3/mine`: profile, department, position, role, level (the organisation's own
 * ladder when it has one) with its icon, stars, totals and the badges the learner holds.
 */
export async function mine(request: Caller): Promise<MineResponse['user']> {
  const { db } = request.deps;
  const { orgId, id } = request.caller;
  const [found, position, stats] = await Promise.all([findUserInOrg(db, orgId, id), findUserPosition(db, orgId, id), findLearnerStats(db, orgId, id)]);
  if (!found) throw appError('errors.loginRequired');
  const experience = stats?.experience ?? 0;
  const level = await organisationLevel(db, orgId, experience);
  const zone = await organisationTimeZone(db, orgId);
  const badges = (await listUserBadges(db, orgId, id)).map((row) => presentLearnerBadge(row, zone));
  return {
    id: found.user.id,
    name: found.user.name,
    account: found.user.account,
    avatar: found.user.avatar,
    sex: found.user.sex,
    mobile: found.user.mobile,
    departmentname: found.departmentName ?? '',
    positionname: position?.name ?? '',
    rolename: found.user.rolename,
    levelname: level.name,
    experience,
    nextlevelexperience: level.next,
    stars: stats?.stars ?? 0,
    learningseconds: stats?.learningSeconds ?? 0,
    completedpackages: stats?.completedPackages ?? 0,
    levelicon: level.icon,
    badges,
  };
}

/**
 * `PUT api/trainning/user/avatar`: the caller's avatar becomes a path that `api/file/upload?filetype=avatar`
 * handed out in the caller's organisation and that is still stored.
 */
export async function setOwnAvatar({ deps, caller, log }: Caller, avatar: string): Promise<string> {
  await checkFileReference(deps.storage, caller.orgId, avatar, FILE_REFERENCE_RULES.ownAvatar, 'avatar', {
    missing: () => appError('errors.tasks.avatarUnknown'),
  });
  const updated = await updateUserAvatar(deps.db, caller.orgId, caller.id, avatar);
  if (!updated) throw appError('errors.loginRequired');
  deps.sessionCache.dropUsers(caller.orgId, [caller.id]);
  log.info({ orgId: caller.orgId, userId: caller.id }, 'avatar changed');
  return updated.avatar;
}
