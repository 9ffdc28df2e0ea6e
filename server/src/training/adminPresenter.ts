import {
  isMediaChildType,
  PUBLISH_STATES,
  runStateAt,
  taskTimeText,
  weightTotal,
  type AdminChildTask,
  type AdminPackage,
  type AdminPackageDetail,
} from '@peilian/shared';
import type { ChildTaskRow } from '../db/schema/index.js';
import type { RefMedia } from '../data/childTasks.js';
import type { PackageListRow } from '../data/packages.js';

/** Scores and weights are stored as `real`; the wire shows the two decimals the forms allow. */
export const round2 = (value: number) => Math.round(value * 100) / 100;

/** A task-list row (admin §2 task lists); `now` decides the run state. */
export function presentAdminPackage(row: PackageListRow, now: Date): AdminPackage {
  const { pkg } = row;
  return {
    id: pkg.id,
    tasktype: pkg.tasktype,
    title: pkg.title,
    cover: pkg.cover,
    description: pkg.description,
    passscore: round2(pkg.passScore),
    sort: pkg.sort,
    frontpackageid: pkg.frontPackageId ?? '',
    frontpackagetitle: row.frontTitle ?? '',
    starttime: taskTimeText(pkg.startAt.getTime()),
    endtime: taskTimeText(pkg.endAt.getTime()),
    publishstate: pkg.publishState,
    publishtime: pkg.publishAt && pkg.publishState === PUBLISH_STATES.scheduled ? taskTimeText(pkg.publishAt.getTime()) : '',
    publisheddate: pkg.publishedAt ? pkg.publishedAt.toISOString() : '',
    runstate: runStateAt({ startAt: pkg.startAt.getTime(), endAt: pkg.endAt.getTime() }, now.getTime()),
    childcount: row.childCount,
    weighttotal: weightTotal([row.weightTotal]),
    creator: row.creatorName ?? '',
    createdate: pkg.createdAt.toISOString(),
  };
}

/** A child task for the package editor; file/video refs carry the media's name (or '' once deleted). */
export function presentAdminChild(child: ChildTaskRow, mediaById: ReadonlyMap<string, RefMedia>): AdminChildTask {
  const refs = (child.refs as Record<string, unknown>[]).map((ref) => {
    if (!isMediaChildType(child.type)) return { refid: String(ref.refid ?? '') };
    const found = mediaById.get(String(ref.mediaid));
    return {
      mediaid: String(ref.mediaid),
      seconds: Number(ref.seconds),
      name: found?.name ?? '',
      kind: found?.kind ?? '',
      format: found?.format ?? '',
      duration: found?.durationSeconds ?? 0,
      disabled: found?.disabled ?? 1,
    };
  });
  return {
    id: child.id,
    packageid: child.packageId,
    type: child.type,
    title: child.title,
    sort: child.sort,
    weight: round2(child.weight),
    required: child.required,
    starttime: taskTimeText(child.startAt.getTime()),
    endtime: taskTimeText(child.endAt.getTime()),
    fronttaskid: child.frontTaskId ?? '',
    refs,
    settings: child.settings,
  };
}

export interface PackageDetailParts {
  row: PackageListRow;
  range: AdminPackageDetail['range'];
  children: readonly ChildTaskRow[];
  mediaById: ReadonlyMap<string, RefMedia>;
}

/** The package editor's view: the list row, its range with names, its child tasks. */
export function presentPackageDetail({ row, range, children, mediaById }: PackageDetailParts, now: Date): AdminPackageDetail {
  return {
    ...presentAdminPackage(row, now),
    range,
    children: children.map((child) => presentAdminChild(child, mediaById)),
    locked: row.pkg.publishState === PUBLISH_STATES.unpublished ? 0 : 1,
  };
}
