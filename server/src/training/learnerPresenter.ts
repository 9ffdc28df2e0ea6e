import {
  BANNER_CLICK,
  BANNER_CLICKTYPES,
  CHILD_TASK_TYPES,
  isMediaChildType,
  mediaRefsOf,
  runStateAt,
  taskTimeText,
  VIDEO_STATUS,
  type CenterBanner,
  type CenterPackage,
  type ChildLockReason,
  type LearnerChildTask,
  type MediaProgress,
  type MediaRef,
  type MediaState,
  type RankingRow as RankingRowWire,
} from '@peilian/shared';
import type { BannerRow, ChildTaskRow, StudentTaskRow } from '../db/schema/index.js';
import type { LearnerPackageRow } from '../data/center.js';
import type { RefMedia } from '../data/childTasks.js';
import type { RankingRow } from '../data/learnerStats.js';
import { round2 } from './adminPresenter.js';

const windowOf = (row: { startAt: Date; endAt: Date }) => ({ startAt: row.startAt.getTime(), endAt: row.endAt.getTime() });

/** A package of the learner's training centre. */
export function presentCenterPackage(row: LearnerPackageRow, now: Date): CenterPackage {
  const { pkg } = row;
  return {
    id: pkg.id,
    tasktype: pkg.tasktype,
    title: pkg.title,
    cover: pkg.cover,
    description: pkg.description,
    starttime: taskTimeText(pkg.startAt.getTime()),
    endtime: taskTimeText(pkg.endAt.getTime()),
    runstate: runStateAt(windowOf(pkg), now.getTime()),
    passed: Math.min(row.passed ?? 0, row.total),
    total: row.total,
    completed: row.completedAt ? 1 : 0,
    completedate: row.completedAt ? row.completedAt.toISOString() : '',
    locked: row.frontBlocks ? 1 : 0,
    frontpackageid: pkg.frontPackageId ?? '',
    frontpackagetitle: row.frontTitle ?? '',
  };
}

/**
 * Whether a banner may be shown to a learner: one that opens a task only when that task is one of
 * the packages the learner can open (`openable`); a picture, a link and a banner whose package is
 * gone (it opens nothing) are shown to everyone.
 */
export function bannerLeadsSomewhere(row: BannerRow, openable: ReadonlySet<string>): boolean {
  const opensTask = row.click === BANNER_CLICK.trigger && (row.clicktype === BANNER_CLICKTYPES.task || row.clicktype === BANNER_CLICKTYPES.taskAlt);
  return !opensTask || !row.clickid || openable.has(row.clickid);
}

/** A carousel banner for learners (no admin fields). */
export function presentCenterBanner(row: BannerRow): CenterBanner {
  return {
    id: row.id,
    title: row.title,
    image: row.image,
    click: row.click,
    clicktype: row.clicktype,
    clickid: row.clickid,
    clickurl: row.clickurl,
  };
}

export interface LearnerChildParts {
  child: ChildTaskRow;
  record: StudentTaskRow | undefined;
  lockReason: ChildLockReason;
  frontTitle: string;
  /** Media done in a file/video task. */
  mediaDone: number;
  /** A scenario task's latest finished practice session ('' when none). */
  reportId: string;
}

/** A child task in the learner's task detail. */
export function presentLearnerChild({ child, record, lockReason, frontTitle, mediaDone, reportId }: LearnerChildParts, now: Date): LearnerChildTask {
  const media = isMediaChildType(child.type);
  const status = record?.status ?? 0;
  // A quick Q&A task's page opens by the child's own id; its refs are the bank's catalogues or questions, nothing a learner opens.
  const opensRef = !media && child.type !== CHILD_TASK_TYPES.faq;
  const refid = opensRef ? String((child.refs[0] as { refid?: unknown } | undefined)?.refid ?? '') : '';
  return {
    id: child.id,
    type: child.type,
    title: child.title,
    sort: child.sort,
    weight: round2(child.weight),
    required: child.required,
    starttime: taskTimeText(child.startAt.getTime()),
    endtime: taskTimeText(child.endAt.getTime()),
    runstate: runStateAt(windowOf(child), now.getTime()),
    status,
    lockreason: lockReason,
    fronttaskid: child.frontTaskId ?? '',
    fronttasktitle: frontTitle,
    done: media ? mediaDone : status === 2 ? 1 : 0,
    total: media ? mediaRefsOf(child.type, child.refs).length : 1,
    durationseconds: record?.durationSeconds ?? 0,
    score: record?.score === null || record?.score === undefined ? null : round2(record.score),
    refid,
    reportid: child.type === CHILD_TASK_TYPES.scenario ? reportId : '',
  };
}

/** One media of a file/video task with the learner's progress (rounded to whole seconds). */
export function presentMediaProgress(ref: MediaRef, found: RefMedia | undefined, state: MediaState): MediaProgress {
  return {
    id: ref.mediaid,
    name: found?.name ?? '',
    kind: found?.kind ?? '',
    format: found?.format ?? '',
    size: found?.size ?? 0,
    cover: found?.cover ?? '',
    duration: found?.durationSeconds ?? 0,
    pages: found?.pages ?? 0,
    viewcount: found?.viewCount ?? 0,
    required: ref.seconds,
    credited: Math.min(Math.floor(state.credited), Number.MAX_SAFE_INTEGER),
    furthest: round2(state.furthest),
    position: round2(state.position),
    done: state.done,
    available: found?.kind === 'video' && found.status !== VIDEO_STATUS.passed ? 0 : 1,
  };
}

/** A ranking row. */
export function presentRankingRow(row: RankingRow): RankingRowWire {
  return {
    rank: row.rank,
    userid: row.userId,
    name: row.name,
    avatar: row.avatar,
    departmentname: row.departmentName ?? '',
    learningseconds: row.learningSeconds,
    completedpackages: row.completedPackages,
  };
}
