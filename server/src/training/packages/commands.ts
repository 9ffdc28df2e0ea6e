import {
  checkChildWindow,
  checkFrontTask,
  checkPublish,
  FILE_REFERENCE_RULES,
  mediaRefsOf,
  PUBLISH_STATES,
  type AdminPackageDetail,
  type CreatePackageRequest,
  type PackageListQuery,
  type PublishRange,
  type PublishRequest,
  type UpdatePackageRequest,
} from '@peilian/shared';
import type { Db } from '../../db/client.js';
import type { TaskPackageRow } from '../../db/schema/index.js';
import { findRefMedia, listChildTasks } from '../../data/childTasks.js';
import {
  existingRangeTargets,
  findPackageInOrg,
  findPackageListRow,
  insertPackage,
  listPackages,
  lockPackage,
  packageFronts,
  publishPackageNow,
  recyclePackage,
  rangeOf,
  replaceRange,
  schedulePackage,
  unpublishScheduled,
  updatePackageRow,
  type PackageListRow,
} from '../../data/packages.js';
import { appError, rulesError } from '../../errors/index.js';
import { isUuid } from '../../http/request.js';
import { checkFileReference } from '../../storage/fileReferences.js';
import { presentPackageDetail } from '../adminPresenter.js';
import { notifyPublishedNow } from './notices.js';
import { assertTaskList, manageableTasktypes } from '../context.js';
import type { Caller } from '../../auth/caller.js';
import { recordLoader } from '../../http/records.js';
import { assertPackageRight, packageAccess, packageSeen } from './packageAccess.js';

/** A package of the caller's organisation in a list the caller may manage, else 404 / 403; its routes load it for `:id`. */
export const packageRecord = recordLoader('errors.tasks.packageNotFound', async (db, orgId, id, caller) => {
  const found = await findPackageInOrg(db, orgId, id);
  if (found) await assertTaskList(caller, found.tasktype);
  return found && (await packageSeen(caller, found)) ? found : undefined;
});

/** `GET api/admin/task/package`: one page of a task list. */
export async function listTaskPackages(request: Caller, query: PackageListQuery): Promise<{ rows: PackageListRow[]; total: number }> {
  if (query.tasktype !== undefined) await assertTaskList(request, query.tasktype);
  const tasktypes = query.tasktype === undefined ? await manageableTasktypes(request.deps, request.caller) : [query.tasktype];
  const { records } = await packageAccess(request);
  const filter = { orgId: request.caller.orgId, tasktypes, title: query.title, publishState: query.publishstate, records };
  return listPackages(request.deps.db, filter, { offset: (query.page - 1) * query.rows, limit: query.rows });
}

/** Every id of the range must name a department, position or user of the caller's organisation. */
async function resolveRange(db: Db, orgId: string, range: PublishRange): Promise<PublishRange> {
  const all = [...range.departments, ...range.positions, ...range.users];
  if (!all.every(isUuid)) throw appError('errors.tasks.rangeUnknown');
  const found = await existingRangeTargets(db, orgId, range);
  const complete = (['departments', 'positions', 'users'] as const).every((kind) => found[kind].length === range[kind].length);
  if (!complete) throw appError('errors.tasks.rangeUnknown');
  return range;
}

/** The front package must be another package of the organisation, and not lead back to this one. */
async function checkFrontPackage(db: Db, orgId: string, packageId: string | null, frontId: string): Promise<string | null> {
  if (!frontId) return null;
  if (!isUuid(frontId) || !(await findPackageInOrg(db, orgId, frontId))) throw appError('errors.tasks.frontUnknown');
  const issue = checkFrontTask(packageId, frontId, await packageFronts(db, orgId), 'tasks.rules.frontPackageSelf');
  if (issue) throw rulesError([issue], 'frontpackageid');
  return frontId;
}

/** The package editor's view of a package. */
export async function packageDetail({ deps, caller }: Caller, id: string, db: Db = deps.db): Promise<AdminPackageDetail> {
  const row = await findPackageListRow(db, caller.orgId, id);
  if (!row) throw appError('errors.tasks.packageNotFound');
  const children = await listChildTasks(db, caller.orgId, id);
  const mediaIds = children.flatMap((child) => mediaRefsOf(child.type, child.refs).map((ref) => ref.mediaid)).filter(isUuid);
  const media = await findRefMedia(db, caller.orgId, [...new Set(mediaIds)]);
  const range = await rangeOf(db, caller.orgId, id);
  return presentPackageDetail({ row, range, children, mediaById: new Map(media.map((item) => [item.id, item])) }, deps.clock.now());
}

/** A package cover: '' or an image of the organisation's package covers, or a built-in cover (kept as it is when unchanged). */
async function checkCover({ deps, caller }: Caller, cover: string, kept?: string): Promise<void> {
  if (cover) await checkFileReference(deps.storage, caller.orgId, cover, FILE_REFERENCE_RULES.packageCover, 'cover', { kept });
}

/** `POST api/admin/task/package`. */
export async function createPackage(request: Caller, input: CreatePackageRequest): Promise<AdminPackageDetail> {
  const { deps, caller, log } = request;
  await assertTaskList(request, input.tasktype);
  await checkCover(request, input.cover);
  const created = await deps.db.transaction(async (tx) => {
    const frontPackageId = await checkFrontPackage(tx, caller.orgId, null, input.frontpackageid);
    const range = await resolveRange(tx, caller.orgId, input.range);
    const pkg = await insertPackage(tx, {
      orgId: caller.orgId,
      tasktype: input.tasktype,
      title: input.title,
      cover: input.cover,
      description: input.description,
      passScore: input.passscore,
      sort: input.sort,
      frontPackageId,
      startAt: new Date(input.starttime),
      endAt: new Date(input.endtime),
      creatorId: caller.id,
    });
    await replaceRange(tx, caller.orgId, pkg.id, range);
    return pkg;
  });
  log.info({ orgId: caller.orgId, packageId: created.id, by: caller.id }, 'task package created');
  return packageDetail(request, created.id);
}

/**
 * `PUT api/admin/task/package/{id}`. Once published (or scheduled, or publishing), the pass score
 * and the front package stay as they were: learners may already have results against them.
 * Title, cover, description, sort, times and range stay editable; the times must always hold every
 * child task's times.
 */
export async function updatePackage(request: Caller, pkg: TaskPackageRow, input: UpdatePackageRequest): Promise<AdminPackageDetail> {
  const { deps, caller, log } = request;
  const now = deps.clock.now();
  await assertPackageRight(request, pkg, 'edit');
  await checkCover(request, input.cover, pkg.cover);
  await deps.db.transaction(async (tx) => {
    const current = await lockPackage(tx, caller.orgId, pkg.id);
    if (!current) throw appError('errors.tasks.packageNotFound');
    if (current.publishState !== PUBLISH_STATES.unpublished) {
      // Scores are stored as `real`: compared to the two decimals the form allows.
      const sameFront = (current.frontPackageId ?? '') === input.frontpackageid;
      if (Math.abs(current.passScore - input.passscore) > 0.004 || !sameFront) throw appError('errors.tasks.publishedFieldLocked');
    }
    const frontPackageId = await checkFrontPackage(tx, caller.orgId, pkg.id, input.frontpackageid);
    const window = { start: input.starttime, end: input.endtime };
    for (const child of await listChildTasks(tx, caller.orgId, pkg.id)) {
      const issue = checkChildWindow({ start: child.startAt.getTime(), end: child.endAt.getTime() }, window, request.zone);
      if (issue) throw rulesError([{ key: 'tasks.rules.childOutsidePackage', params: issue.params }], 'starttime');
    }
    const range = await resolveRange(tx, caller.orgId, input.range);
    await updatePackageRow(
      tx,
      caller.orgId,
      pkg.id,
      {
        title: input.title,
        cover: input.cover,
        description: input.description,
        passScore: input.passscore,
        sort: input.sort,
        frontPackageId,
        startAt: new Date(input.starttime),
        endAt: new Date(input.endtime),
      },
      now,
    );
    await replaceRange(tx, caller.orgId, pkg.id, range);
  });
  log.info({ orgId: caller.orgId, packageId: pkg.id, by: caller.id }, 'task package changed');
  return packageDetail(request, pkg.id);
}

/**
 * `DELETE api/admin/task/package/{id}`: to the recycle bin (admin §4), from any state but the
 * scheduler's brief "publishing": learners, the scheduler and the task lists no longer see it; the
 * recycle bin restores it in its state or deletes it for good.
 */
export async function deletePackage(request: Caller, pkg: TaskPackageRow): Promise<void> {
  const { deps, caller, log } = request;
  await assertPackageRight(request, pkg, 'deleted');
  if (!(await recyclePackage(deps.db, caller.orgId, pkg.id, caller.id, deps.clock.now()))) throw appError('errors.tasks.deletePublishing');
  log.info({ orgId: caller.orgId, packageId: pkg.id, by: caller.id }, 'task package moved to the recycle bin');
}

/** The media of file/video child tasks must still exist and be enabled when publishing. */
async function assertMediaUsable(db: Db, orgId: string, children: Awaited<ReturnType<typeof listChildTasks>>): Promise<void> {
  const ids = [...new Set(children.flatMap((child) => mediaRefsOf(child.type, child.refs).map((ref) => ref.mediaid)))];
  const usable = (await findRefMedia(db, orgId, ids.filter(isUuid))).filter((item) => item.disabled === 0);
  if (usable.length !== ids.length) throw appError('errors.tasks.mediaUnavailable');
}

/**
 * `POST api/admin/task/package/{id}/publish`: now (→ published) or at a time (→ scheduled, published
 * by the scheduler). Refused without child tasks, with weights ≠ 100, with a child outside the
 * package's times, with a time earlier than now, or once published.
 */
export async function publishPackage(request: Caller, pkg: TaskPackageRow, body: PublishRequest): Promise<AdminPackageDetail> {
  const { deps, caller, log } = request;
  await assertPackageRight(request, pkg, 'edit');
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const current = await lockPackage(tx, caller.orgId, pkg.id);
    if (!current) throw appError('errors.tasks.packageNotFound');
    if (current.publishState === PUBLISH_STATES.publishing || current.publishState === PUBLISH_STATES.published)
      throw appError('errors.tasks.alreadyPublished');
    const children = await listChildTasks(tx, caller.orgId, pkg.id);
    const issues = checkPublish({
      zone: request.zone,
      mode: body.mode,
      publishtime: body.publishtime,
      now: now.getTime(),
      childWeights: children.map((child) => child.weight),
      childWindows: children.map((child) => ({ start: child.startAt.getTime(), end: child.endAt.getTime() })),
      window: { start: current.startAt.getTime(), end: current.endAt.getTime() },
    });
    if (issues.length > 0) throw rulesError(issues);
    await assertMediaUsable(tx, caller.orgId, children);
    const changed =
      body.mode === 'now'
        ? await publishPackageNow(tx, caller.orgId, pkg.id, now)
        : await schedulePackage(tx, caller.orgId, pkg.id, new Date(body.publishtime!), now);
    if (!changed) throw appError('errors.tasks.alreadyPublished');
  });
  log.info({ orgId: caller.orgId, packageId: pkg.id, mode: body.mode, by: caller.id }, 'task package published');
  if (body.mode === 'now') await notifyPublishedNow(deps, caller.orgId, pkg.id);
  return packageDetail(request, pkg.id);
}

/** `POST api/admin/task/package/{id}/unpublish`: back to unpublished while only scheduled. */
export async function unpublishPackage(request: Caller, pkg: TaskPackageRow): Promise<AdminPackageDetail> {
  const { deps, caller, log } = request;
  await assertPackageRight(request, pkg, 'edit');
  if (!(await unpublishScheduled(deps.db, caller.orgId, pkg.id, deps.clock.now()))) throw appError('errors.tasks.notScheduled');
  log.info({ orgId: caller.orgId, packageId: pkg.id, by: caller.id }, 'scheduled publishing cancelled');
  return packageDetail(request, pkg.id);
}
