import { FILE_REFERENCE_RULES, LEVELS_MAX, type BadgeRequest, type LevelRequest } from '@peilian/shared';
import {
  countBadges,
  countLevels,
  deleteBadge,
  deleteLevel,
  findBadgeInOrg,
  findLevelAt,
  findLevelInOrg,
  insertBadge,
  insertLevel,
  listBadges,
  listLevels,
  updateBadge,
  updateLevel,
  type BadgeListRow,
} from '../../data/levels.js';
import { uniqueViolation } from '../../db/errors.js';
import type { LevelRow } from '../../db/schema/index.js';
import { appError } from '../../errors/index.js';
import { loadRecord, recordLoader } from '../../http/records.js';
import type { Caller } from '../../auth/caller.js';
import { checkFileReference } from '../../storage/fileReferences.js';

/** A level of the caller's organisation, else `errors.levels.levelNotFound`. */
export const levelRecord = recordLoader('errors.levels.levelNotFound', (db, orgId, id) => findLevelInOrg(db, orgId, id));
/** A badge of the caller's organisation, else `errors.levels.badgeNotFound`. */
export const badgeRecord = recordLoader('errors.levels.badgeNotFound', (db, orgId, id) => findBadgeInOrg(db, orgId, id));

/** Uploaded images are this organisation's files of the field's folder, still stored; '' is none. */
async function checkImages(request: Caller, images: Record<string, string>, rule: (typeof FILE_REFERENCE_RULES)['levelIcon' | 'badgeImage']) {
  for (const [field, value] of Object.entries(images)) {
    if (value) await checkFileReference(request.deps.storage, request.caller.orgId, value, rule, field);
  }
}

export function levelList({ deps, caller }: Caller): Promise<LevelRow[]> {
  return listLevels(deps.db, caller.orgId);
}

/** The upgrade experience names one level of the organisation (admin §3 Level). */
async function assertExperienceFree(request: Caller, experience: number, exceptId?: string) {
  if (await findLevelAt(request.deps.db, request.caller.orgId, experience, exceptId)) throw appError('errors.levels.experienceTaken', { experience });
}

export async function createLevel(request: Caller, input: LevelRequest): Promise<LevelRow> {
  const { deps, caller, log } = request;
  if ((await countLevels(deps.db, caller.orgId)) >= LEVELS_MAX) throw appError('errors.levels.tooMany', { max: LEVELS_MAX });
  await checkImages(request, { icon: input.icon }, FILE_REFERENCE_RULES.levelIcon);
  await assertExperienceFree(request, input.experience);
  const created = await insertLevel(deps.db, { orgId: caller.orgId, name: input.name, icon: input.icon, experience: input.experience });
  // Two saves racing for one value: the unique key refuses the second.
  if (!created) throw appError('errors.levels.experienceTaken', { experience: input.experience });
  log.info({ orgId: caller.orgId, levelId: created.id, by: caller.id }, 'level created');
  return created;
}

export async function changeLevel(request: Caller, row: LevelRow, input: LevelRequest): Promise<LevelRow> {
  const { deps, caller, log } = request;
  await checkImages(request, { icon: input.icon }, FILE_REFERENCE_RULES.levelIcon);
  await assertExperienceFree(request, input.experience, row.id);
  const changed = await updateLevel(deps.db, caller.orgId, row.id, { name: input.name, icon: input.icon, experience: input.experience }).catch(
    (error: unknown) => {
      if (uniqueViolation(error) !== undefined) throw appError('errors.levels.experienceTaken', { experience: input.experience });
      throw error;
    },
  );
  if (!changed) throw appError('errors.levels.levelNotFound');
  log.info({ orgId: caller.orgId, levelId: row.id, by: caller.id }, 'level changed');
  return changed;
}

export async function removeLevel({ deps, caller, log }: Caller, row: LevelRow): Promise<void> {
  if (!(await deleteLevel(deps.db, caller.orgId, row.id))) throw appError('errors.levels.levelNotFound');
  log.info({ orgId: caller.orgId, levelId: row.id, by: caller.id }, 'level deleted');
}

export function badgeList({ deps, caller }: Caller): Promise<BadgeListRow[]> {
  return listBadges(deps.db, caller.orgId);
}

const badgeFields = (input: BadgeRequest) => ({
  name: input.name,
  icon: input.icon,
  image: input.image,
  condition: input.condition,
  count: input.count,
  sort: input.sort,
  enabled: input.enabled,
});

export async function createBadge(request: Caller, input: BadgeRequest): Promise<BadgeListRow> {
  const { deps, caller, log } = request;
  if ((await countBadges(deps.db, caller.orgId)) >= LEVELS_MAX) throw appError('errors.levels.tooMany', { max: LEVELS_MAX });
  await checkImages(request, { icon: input.icon, image: input.image }, FILE_REFERENCE_RULES.badgeImage);
  const created = await insertBadge(deps.db, { orgId: caller.orgId, ...badgeFields(input) });
  log.info({ orgId: caller.orgId, badgeId: created.id, by: caller.id }, 'badge created');
  return loadRecord(badgeRecord, request, created.id);
}

export async function changeBadge(request: Caller, row: BadgeListRow, input: BadgeRequest): Promise<BadgeListRow> {
  const { deps, caller, log } = request;
  await checkImages(request, { icon: input.icon, image: input.image }, FILE_REFERENCE_RULES.badgeImage);
  if (!(await updateBadge(deps.db, caller.orgId, row.badge.id, badgeFields(input)))) throw appError('errors.levels.badgeNotFound');
  log.info({ orgId: caller.orgId, badgeId: row.badge.id, by: caller.id }, 'badge changed');
  return loadRecord(badgeRecord, request, row.badge.id);
}

export async function removeBadge({ deps, caller, log }: Caller, row: BadgeListRow): Promise<void> {
  if (!(await deleteBadge(deps.db, caller.orgId, row.badge.id))) throw appError('errors.levels.badgeNotFound');
  log.info({ orgId: caller.orgId, badgeId: row.badge.id, by: caller.id }, 'badge deleted');
}
