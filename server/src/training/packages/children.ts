import { organisationTimeZone } from '../../lib/orgClock.js';
import {
  checkChildCount,
  checkChildWindow,
  checkFrontTask,
  childTasksEditable,
  CHILD_TASK_TYPES,
  mediaRefsOf,
  type AdminChildTask,
  type ChildRef,
  type ChildTaskRequest,
} from '@peilian/shared';
import type { Db } from '../../db/client.js';
import type { ChildTaskRow, TaskPackageRow } from '../../db/schema/index.js';
import {
  countChildTasks,
  deleteChildTask,
  findChildTaskInOrg,
  findRefMedia,
  insertChildTask,
  listChildTasks,
  updateChildTask,
  type RefMedia,
} from '../../data/childTasks.js';
import { lockPackage } from '../../data/packages.js';
import { assertPackageRight, packageSeen } from './packageAccess.js';
import { findPaperInOrg } from '../../data/papers.js';
import { findScenarioInOrg } from '../../data/practice/scenarios.js';
import { appError, rulesError } from '../../errors/index.js';
import { isUuid } from '../../http/request.js';
import { presentAdminChild } from '../adminPresenter.js';
import { assertTaskList } from '../context.js';
import { checkFaqRefs } from '../faqTasks.js';
import { assertChildContentSeen } from './childContent.js';
import { childPassScore, scenarioIdOf } from '../practiceTasks.js';
import type { Caller } from '../../auth/caller.js';
import { recordLoader } from '../../http/records.js';

/**
 * Child tasks of a package (admin §3, §4, §5): added, edited and deleted only while the package is
 * unpublished; times inside the package's; a front task from the same package that does not lead
 * back to the task; file and video tasks name enabled media of the organisation of their kind;
 * exam tasks a published paper of the organisation; scenario tasks an enabled scenario of the
 * organisation (optional `settings.passscore` 0–100); quick Q&A tasks catalogues or questions of
 * the organisation's bank (`settings.source`) — all of it content in catalogues the caller sees
 * (`childContent.ts`).
 */

/** A child task of the caller's organisation in a list the caller may manage, else 404 / 403; its routes load it for `:id`. */
export const childRecord = recordLoader('errors.tasks.childNotFound', async (db, orgId, id, caller) => {
  const found = await findChildTaskInOrg(db, orgId, id);
  if (found) await assertTaskList(caller, found.pkg.tasktype);
  return found && (await packageSeen(caller, found.pkg)) ? found : undefined;
});

/** The package, locked, and still open to child-task changes. */
async function editablePackage(db: Db, orgId: string, packageId: string): Promise<TaskPackageRow> {
  const pkg = await lockPackage(db, orgId, packageId);
  if (!pkg) throw appError('errors.tasks.packageNotFound');
  if (!childTasksEditable(pkg.publishState)) throw appError('errors.tasks.childTasksLocked');
  return pkg;
}

/** File tasks take files and video tasks videos, all enabled media of the organisation. */
async function checkMedia(db: Db, orgId: string, input: ChildTaskRequest): Promise<Map<string, RefMedia>> {
  const refs = mediaRefsOf(input.type, input.refs as unknown[]);
  if (refs.length === 0) return new Map();
  const ids = refs.map((ref) => ref.mediaid);
  if (!ids.every(isUuid)) throw appError('errors.tasks.mediaUnavailable');
  const found = await findRefMedia(db, orgId, ids);
  const usable = found.filter((item) => item.disabled === 0);
  if (usable.length !== ids.length) throw appError('errors.tasks.mediaUnavailable');
  const kind = input.type === CHILD_TASK_TYPES.video ? 'video' : 'file';
  if (usable.some((item) => item.kind !== kind)) throw rulesError([{ key: 'tasks.rules.refKind' }], 'refs');
  return new Map(usable.map((item) => [item.id, item]));
}

/** A paper's status once published (docs/exam.md `papers.status`). */
const PAPER_PUBLISHED = 1;

/** The paper (scenario) an exam (scenario) child task names (`refs: [{ refid }]`), or ''. */
const paperRefOf = (refs: readonly unknown[]): string => {
  const [ref] = refs as ChildRef[];
  return ref && 'refid' in ref && typeof ref.refid === 'string' ? ref.refid : '';
};

/**
 * An exam task names a paper of the organisation that is published (a draft can still change under
 * it) and not disabled; a task that already ran a since-disabled paper may keep it (`current`).
 */
async function checkPaper(db: Db, orgId: string, input: ChildTaskRequest, current = ''): Promise<void> {
  if (input.type !== CHILD_TASK_TYPES.exam) return;
  const paperId = paperRefOf(input.refs as unknown[]);
  const found = isUuid(paperId) ? await findPaperInOrg(db, orgId, paperId) : undefined;
  if (!found) throw appError('errors.exam.paperNotFound');
  if (found.paper.status !== PAPER_PUBLISHED) throw appError('errors.exam.paperNotPublished');
  if (found.paper.disabled === 1 && paperId !== current) throw appError('errors.exam.disabled');
}

/**
 * A scenario task names an enabled scenario of the organisation (a task that already ran a
 * since-disabled scenario may keep it: `current`); its own pass score, when set, is 0–100.
 */
async function checkScenario(db: Db, orgId: string, input: ChildTaskRequest, current = ''): Promise<void> {
  if (input.type !== CHILD_TASK_TYPES.scenario) return;
  if (childPassScore(input.settings as Record<string, unknown>) === 'invalid') throw rulesError([{ key: 'tasks.rules.settingsInvalid' }], 'settings');
  const scenarioId = paperRefOf(input.refs as unknown[]);
  const found = isUuid(scenarioId) ? await findScenarioInOrg(db, orgId, scenarioId) : undefined;
  if (!found || (found.status !== 'enabled' && scenarioId !== current)) throw appError('errors.practiceSession.scenarioUnavailable');
}

/** Checks the child against its package and siblings; returns the front task id to store. */
async function checkChild(db: Db, pkg: TaskPackageRow, childId: string | null, input: ChildTaskRequest): Promise<string | null> {
  const zone = await organisationTimeZone(db, pkg.orgId);
  const window = checkChildWindow({ start: input.starttime, end: input.endtime }, { start: pkg.startAt.getTime(), end: pkg.endAt.getTime() }, zone);
  if (window) throw rulesError([window], 'starttime');
  if (!input.fronttaskid) return null;
  const siblings = await listChildTasks(db, pkg.orgId, pkg.id);
  if (!siblings.some((sibling) => sibling.id === input.fronttaskid)) throw appError('errors.tasks.frontUnknown');
  const fronts = new Map(siblings.map((sibling) => [sibling.id, sibling.frontTaskId]));
  const issue = checkFrontTask(childId, input.fronttaskid, fronts);
  if (issue) throw rulesError([issue], 'fronttaskid');
  return input.fronttaskid;
}

function childValues(input: ChildTaskRequest, frontTaskId: string | null) {
  return {
    type: input.type,
    title: input.title,
    sort: input.sort,
    weight: input.weight,
    required: input.required,
    startAt: new Date(input.starttime),
    endAt: new Date(input.endtime),
    frontTaskId,
    refs: input.refs as unknown[],
    settings: input.settings,
  };
}

/** `POST api/admin/task/package/{id}/child`. */
export async function addChildTask(request: Caller, packageId: string, input: ChildTaskRequest): Promise<AdminChildTask> {
  const { deps, caller, log } = request;
  const { child, media } = await deps.db.transaction(async (tx) => {
    const pkg = await editablePackage(tx, caller.orgId, packageId);
    await assertPackageRight(request, pkg, 'edit');
    const full = checkChildCount(await countChildTasks(tx, caller.orgId, pkg.id));
    if (full) throw rulesError([full]);
    const frontTaskId = await checkChild(tx, pkg, null, input);
    const mediaById = await checkMedia(tx, caller.orgId, input);
    await checkPaper(tx, caller.orgId, input);
    await checkScenario(tx, caller.orgId, input);
    await checkFaqRefs(tx, caller.orgId, input);
    await assertChildContentSeen(request, input);
    const row = await insertChildTask(tx, { orgId: caller.orgId, packageId: pkg.id, ...childValues(input, frontTaskId) });
    return { child: row, media: mediaById };
  });
  log.info({ orgId: caller.orgId, packageId, childTaskId: child.id, by: caller.id }, 'child task added');
  return presentAdminChild(child, media);
}

/** `PUT api/admin/task/child/{id}`. */
export async function editChildTask(request: Caller, existing: ChildTaskRow, input: ChildTaskRequest): Promise<AdminChildTask> {
  const { deps, caller, log } = request;
  const { child, media } = await deps.db.transaction(async (tx) => {
    const pkg = await editablePackage(tx, caller.orgId, existing.packageId);
    await assertPackageRight(request, pkg, 'edit');
    const frontTaskId = await checkChild(tx, pkg, existing.id, input);
    const mediaById = await checkMedia(tx, caller.orgId, input);
    await checkPaper(tx, caller.orgId, input, existing.type === CHILD_TASK_TYPES.exam ? paperRefOf(existing.refs) : '');
    await checkScenario(tx, caller.orgId, input, existing.type === CHILD_TASK_TYPES.scenario ? scenarioIdOf(existing) : '');
    await checkFaqRefs(tx, caller.orgId, input);
    await assertChildContentSeen(request, input, existing);
    const row = await updateChildTask(tx, caller.orgId, existing.id, childValues(input, frontTaskId));
    if (!row) throw appError('errors.tasks.childNotFound');
    return { child: row, media: mediaById };
  });
  log.info({ orgId: caller.orgId, childTaskId: child.id, by: caller.id }, 'child task changed');
  return presentAdminChild(child, media);
}

/** `DELETE api/admin/task/child/{id}` (tasks that named it as their front task lose that link). */
export async function removeChildTask(request: Caller, existing: ChildTaskRow): Promise<void> {
  const { deps, caller, log } = request;
  await deps.db.transaction(async (tx) => {
    await assertPackageRight(request, await editablePackage(tx, caller.orgId, existing.packageId), 'edit');
    await deleteChildTask(tx, caller.orgId, existing.id);
  });
  log.info({ orgId: caller.orgId, childTaskId: existing.id, by: caller.id }, 'child task deleted');
}
