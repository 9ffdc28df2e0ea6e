import {
  mediaReportRequestSchema,
  type BoundTable,
  type CenterResponse,
  type MediaItemResponse,
  type MediaReportResponse,
  type MediaTaskResponse,
  type TaskDetailResponse,
  type ViewKeyResponse,
} from '@peilian/shared'
import type { LearnerEndpoints } from '@peilian/shared/endpoints'

type TrainingGroup = BoundTable<LearnerEndpoints>['training']

/** A progress report as the pages make it (`finish` 1 asks to mark the media done). */
export interface MediaReport {
  position: number
  seconds: number
  finish?: 0 | 1
}

/** The centre's training calls (docs/training.md), each answer checked against its shared schema. */
export interface TrainingApi {
  centre(): Promise<CenterResponse>
  report(childId: string, mediaId: string, report: MediaReport): Promise<MediaReportResponse>
}

/** The task subpackage's training calls: a package's detail, its media tasks and their viewing. */
export interface MediaApi {
  task(packageId: string): Promise<TaskDetailResponse>
  mediaTask(childId: string): Promise<MediaTaskResponse>
  /** Opens one media: its viewing URL and resume position; the server starts its clock. */
  mediaItem(childId: string, mediaId: string): Promise<MediaItemResponse>
  /** A fresh viewing key when the one the media came with has expired. */
  viewKey(mediaId: string): Promise<ViewKeyResponse>
}

/** The centre's calls over the table's `training` group; a report the server would refuse is stopped here. */
export function createTrainingApi(training: Pick<TrainingGroup, 'centre' | 'mediaReport'>): TrainingApi {
  return {
    centre: () => training.centre({ platform: 'mobile' }),
    report: async (childId, mediaId, report) => training.mediaReport({ id: childId, mediaId }, mediaReportRequestSchema.parse(report)),
  }
}

/** The task pages' calls over the table's `training` group. */
export function createMediaApi(training: Pick<TrainingGroup, 'task' | 'mediaTask' | 'mediaItem' | 'viewKey'>, now: () => number = () => Date.now()): MediaApi {
  return {
    task: (packageId) => training.task({ id: packageId }),
    mediaTask: (childId) => training.mediaTask({ id: childId }),
    mediaItem: (childId, mediaId) => training.mediaItem({ id: childId, mediaId }),
    viewKey: (mediaId) => training.viewKey({ fileid: mediaId, time: now() }),
  }
}
