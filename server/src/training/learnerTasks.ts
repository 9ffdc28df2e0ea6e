import {
  CHILD_TASK_TYPES,
  childLockReason,
  isMediaChildType,
  mediaRefsOf,
  RUN_STATES,
  STUDENT_TASK_STATUS,
  type CenterResponse,
  type ChildLockReason,
  type TaskDetailResponse,
} from '@peilian/shared';
import type { ChildTaskRow, StudentTaskRow } from '../db/schema/index.js';
import { activeBanners } from '../data/banners.js';
import { findLearnerPackages, learnerCentrePackages, type Learner, type LearnerPackageRow } from '../data/center.js';
import { findChildTaskInOrg, listChildTasks } from '../data/childTasks.js';
import { latestFinishedSessions } from '../data/practiceTaskSessions.js';
import { studentTasksOfPackage } from '../data/studentTasks.js';
import { batchPerDatabase } from '../db/batching.js';
import { appError } from '../errors/index.js';
import { isUuid } from '../http/request.js';
import { bannerLeadsSomewhere, presentCenterBanner, presentCenterPackage, presentLearnerChild } from './learnerPresenter.js';
import { round2 } from './adminPresenter.js';
import { mediaStatesOf } from './mediaState.js';
import { taskMode } from './practiceMode.js';
import type { Caller } from '../auth/caller.js';

/**
 * The learner's training centre and task detail (learner §2.9, admin §4): packages published to the
 * learner by range, grouped by run state, with progress; child tasks with status and lock. A package
 * outside the learner's range and one that does not exist get the same refusal.
 */

export const learnerOf = (request: Caller): Learner => ({ orgId: request.caller.orgId, userId: request.caller.id, zone: request.zone });

/**
 * `GET api/trainning/v3/center`: banners of the platform and the learner's packages by run state. A
 * banner that opens a task is listed only when the learner can open that task, so no banner leads
 * a learner to 「资源不存在或无法查看」.
 */
export async function trainingCentre(request: Caller, platform: number): Promise<Omit<CenterResponse, 'successed'>> {
  const { db } = request.deps;
  const now = request.deps.clock.now();
  const [banners, rows] = await Promise.all([activeBanners(db, request.caller.orgId, platform), learnerCentrePackages(db, learnerOf(request))]);
  const groups: CenterResponse['groups'] = { inprogress: [], notstarted: [], ended: [] };
  for (const row of rows) {
    const presented = presentCenterPackage(row, now);
    if (presented.runstate === RUN_STATES.inProgress) groups.inprogress.push(presented);
    else if (presented.runstate === RUN_STATES.notStarted) groups.notstarted.push(presented);
    else groups.ended.push(presented);
  }
  const openable = new Set(rows.map((row) => row.pkg.id));
  return { banners: banners.filter((banner) => bannerLeadsSomewhere(banner, openable)).map(presentCenterBanner), groups };
}

// Learners opening their tasks together (an exam starting for a whole company) are looked up in one statement.
const learnerPackageTogether = batchPerDatabase(findLearnerPackages);

/** A package of the learner's range, else `errors.tasks.unavailable`. */
export async function learnerPackage(request: Pick<Caller, 'deps'>, learner: Learner, id: string): Promise<LearnerPackageRow> {
  const row = isUuid(id) ? await learnerPackageTogether(request.deps.db, { ...learner, packageId: id }) : undefined;
  if (!row) throw appError('errors.tasks.unavailable');
  return row;
}

/** A child task's lock for a learner, with the title of what blocks it. */
export interface ChildGate {
  child: ChildTaskRow;
  pkg: LearnerPackageRow;
  children: ChildTaskRow[];
  records: StudentTaskRow[];
  lockReason: ChildLockReason;
  /** Front task title when the lock is "fronttask"; front package title for "frontpackage". */
  blockerTitle: string;
}

/** The lock of each child task of a package for the learner whose records are given. */
export function childGates(pkg: LearnerPackageRow, children: ChildTaskRow[], records: StudentTaskRow[], now: Date): ChildGate[] {
  const passed = new Set(records.filter((record) => record.status === STUDENT_TASK_STATUS.passed).map((record) => record.childTaskId));
  const titles = new Map(children.map((child) => [child.id, child.title]));
  return children.map((child) => {
    const lockReason = childLockReason({
      now: now.getTime(),
      packageWindow: { start: pkg.pkg.startAt.getTime(), end: pkg.pkg.endAt.getTime() },
      childWindow: { start: child.startAt.getTime(), end: child.endAt.getTime() },
      frontPackageComplete: !pkg.frontBlocks,
      frontTaskPassed: !child.frontTaskId || passed.has(child.frontTaskId),
    });
    const blockerTitle = lockReason === 'frontpackage' ? (pkg.frontTitle ?? '') : child.frontTaskId ? (titles.get(child.frontTaskId) ?? '') : '';
    return { child, pkg, children, records, lockReason, blockerTitle };
  });
}

/** The refusal for a lock (front package / front task not passed, not started, ended). */
export function lockError(gate: Pick<ChildGate, 'lockReason' | 'blockerTitle'>) {
  switch (gate.lockReason) {
    case 'frontpackage':
      return appError('errors.tasks.frontPackageNotComplete', { title: gate.blockerTitle });
    case 'fronttask':
      return appError('errors.tasks.frontTaskNotPassed', { title: gate.blockerTitle });
    case 'notstarted':
      return appError('errors.tasks.notStarted');
    case 'ended':
      return appError('errors.tasks.ended');
    default:
      return undefined;
  }
}

/**
 * A child task of a package in the learner's range with its lock. Refused as unavailable when it
 * does not exist or is not the learner's, and before the front package is complete.
 */
export async function gateChild(request: Pick<Caller, 'deps'>, learner: Learner, childId: string): Promise<ChildGate> {
  const { db } = request.deps;
  const found = isUuid(childId) ? await findChildTaskInOrg(db, learner.orgId, childId) : undefined;
  if (!found) throw appError('errors.tasks.unavailable');
  const pkg = await learnerPackage(request, learner, found.pkg.id);
  const [children, records] = await Promise.all([
    listChildTasks(db, learner.orgId, pkg.pkg.id),
    studentTasksOfPackage(db, learner.orgId, learner.userId, pkg.pkg.id),
  ]);
  const gate = childGates(pkg, children, records, request.deps.clock.now()).find((candidate) => candidate.child.id === childId);
  if (!gate) throw appError('errors.tasks.unavailable');
  return gate;
}

/** The learner's latest finished practice of each scenario child, by session mode (the report the detail links to). */
function latestReports(request: Pick<Caller, 'deps'>, learner: Learner, children: ChildTaskRow[]): Promise<Map<string, string>> {
  const modes = children.filter((child) => child.type === CHILD_TASK_TYPES.scenario).map((child) => taskMode(child.id));
  return latestFinishedSessions(request.deps.db, learner.orgId, learner.userId, modes);
}

/**
 * `GET api/trainning/v3/task/{id}`: the package and its child tasks with status, lock and progress.
 * Refused before the front package is complete.
 */
export async function taskDetail(request: Caller, id: string): Promise<Omit<TaskDetailResponse, 'successed'>> {
  const learner = learnerOf(request);
  const { db } = request.deps;
  const now = request.deps.clock.now();
  const pkg = await learnerPackage(request, learner, id);
  if (pkg.frontBlocks) throw appError('errors.tasks.frontPackageNotComplete', { title: pkg.frontTitle ?? '' });
  const [children, records] = await Promise.all([
    listChildTasks(db, learner.orgId, pkg.pkg.id),
    studentTasksOfPackage(db, learner.orgId, learner.userId, pkg.pkg.id),
  ]);
  const byChild = new Map(records.map((record) => [record.childTaskId, record]));
  const gates = childGates(pkg, children, records, now);
  const reports = await latestReports(request, learner, children);
  return {
    package: {
      ...presentCenterPackage(pkg, now),
      passscore: round2(pkg.pkg.passScore),
      score: pkg.score === null ? null : round2(pkg.score),
      durationseconds: pkg.durationSeconds ?? 0,
    },
    children: gates.map((gate) => {
      const record = byChild.get(gate.child.id);
      const states = record ? mediaStatesOf(record.progress) : new Map();
      const mediaDone = isMediaChildType(gate.child.type)
        ? mediaRefsOf(gate.child.type, gate.child.refs).filter((ref) => states.get(ref.mediaid)?.done === 1).length
        : 0;
      const frontTitle = gate.child.frontTaskId ? (children.find((child) => child.id === gate.child.frontTaskId)?.title ?? '') : '';
      const reportId = reports.get(taskMode(gate.child.id)) ?? '';
      return presentLearnerChild({ child: gate.child, record, lockReason: gate.lockReason, frontTitle, mediaDone, reportId }, now);
    }),
  };
}
