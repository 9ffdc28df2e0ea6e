/**
 * The training centre's wire enumerations (admin-back-office §3, §4; learner §2.9). The spec names
 * the task types 1–4 and the publish and run states; the numbers it leaves open are fixed here and
 * explained in docs/training.md.
 */

/** Catalogue trees (`GET api/admin/material/catalog?type=`): 5 files and 6 videos as the spec's query shows, 12 papers. */
export const CATALOG_TYPES = { file: 5, video: 6, image: 7, question: 11, paper: 12, faq: 13 } as const;
export type CatalogType = (typeof CATALOG_TYPES)[keyof typeof CATALOG_TYPES];

/** Content library kinds. */
export const MEDIA_KINDS = ['file', 'video'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** Video status of admin §3: 0 processing, 1 passed, 100 failed. */
export const VIDEO_STATUS = { processing: 0, passed: 1, failed: 100 } as const;

/** How a document is previewed: natively (pdf, video), from a converted PDF, or not at all. */
export const PREVIEW_STATUSES = ['native', 'ready', 'pending', 'failed', 'unavailable'] as const;
export type PreviewStatus = (typeof PREVIEW_STATUSES)[number];

/** The three task lists (admin §2 trainmanagement-train / -exame / -practice; data picker "tasktype"). */
export const PACKAGE_TASKTYPES = { train: 1, exam: 2, practice: 3 } as const;
export type PackageTasktype = (typeof PACKAGE_TASKTYPES)[keyof typeof PACKAGE_TASKTYPES];

/** The function key of each task list (admin §2); practice also needs the aillm flag (shared permissions). */
export const TASK_LIST_FUNCTIONS: Readonly<Record<PackageTasktype, string>> = {
  [PACKAGE_TASKTYPES.train]: 'trainmanagement-train',
  [PACKAGE_TASKTYPES.exam]: 'trainmanagement-exame',
  [PACKAGE_TASKTYPES.practice]: 'trainmanagement-practice',
};
/** Every task-list key: the callers of the pickers the package editor opens. */
export const TASK_LIST_FUNCTION_KEYS: readonly string[] = Object.values(TASK_LIST_FUNCTIONS);

/** The data centre's reports: their filters read the department and position trees too (docs/reports.md). */
export const REPORT_FUNCTION_KEYS: readonly string[] = ['taskReport', 'studentReport', 'onlineuser', 'aireport'];

/** Child task types: the spec's 1–4 (scenario, exam, quick Q&A, file reading) and 5 video. */
export const CHILD_TASK_TYPES = { scenario: 1, exam: 2, faq: 3, file: 4, video: 5 } as const;
export type ChildTaskType = (typeof CHILD_TASK_TYPES)[keyof typeof CHILD_TASK_TYPES];

/** Publish states of admin §4: unpublished → scheduled → publishing → published. */
export const PUBLISH_STATES = { unpublished: 0, scheduled: 1, publishing: 2, published: 3 } as const;
export type PublishState = (typeof PUBLISH_STATES)[keyof typeof PUBLISH_STATES];

/** Run states of admin §4, from the package's times: not started, in progress, ended. */
export const RUN_STATES = { notStarted: 0, inProgress: 1, ended: 2 } as const;
export type RunState = (typeof RUN_STATES)[keyof typeof RUN_STATES];

/** A learner's child-task status: not started, in progress, passed (completed), failed. */
export const STUDENT_TASK_STATUS = { notStarted: 0, inProgress: 1, passed: 2, failed: 3 } as const;
export type StudentTaskStatus = (typeof STUDENT_TASK_STATUS)[keyof typeof STUDENT_TASK_STATUS];

/** Publish-range dimensions. */
export const RANGE_KINDS = ['department', 'position', 'user'] as const;
export type RangeKind = (typeof RANGE_KINDS)[number];

/** Banner platform (1 PC, 2 mobile), click (1 none, 2 trigger) and click type (1/2 task, 3 URL). */
export const BANNER_PLATFORMS = { pc: 1, mobile: 2 } as const;
export const BANNER_CLICK = { none: 1, trigger: 2 } as const;
export const BANNER_CLICKTYPES = { task: 1, taskAlt: 2, url: 3 } as const;

/** The run state of a window at `now`. */
export function runStateAt(window: { startAt: number; endAt: number }, now: number): RunState {
  if (now < window.startAt) return RUN_STATES.notStarted;
  return now > window.endAt ? RUN_STATES.ended : RUN_STATES.inProgress;
}
