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

/** A progress report as the pages make it (`finish` 1 asks to mark the media done). */
export interface MediaReport {
  position: number
  seconds: number
  finish?: 0 | 1
}

/** The learner's training calls (docs/training.md), each answer checked against its shared schema. */
export interface TrainingApi {
  centre(): Promise<CenterResponse>
  task(packageId: string): Promise<TaskDetailResponse>
  mediaTask(childId: string): Promise<MediaTaskResponse>
  /** Opens one media: its viewing URL and resume position; the server starts its clock. */
  mediaItem(childId: string, mediaId: string): Promise<MediaItemResponse>
  report(childId: string, mediaId: string, report: MediaReport): Promise<MediaReportResponse>
  /** A fresh viewing key when the one the media came with has expired. */
  viewKey(mediaId: string): Promise<ViewKeyResponse>
}

/** The pages' training calls over the table's `training` group; a report the server would refuse is stopped here. */
export function createTrainingApi(training: BoundTable<LearnerEndpoints>['training'], now: () => number = () => Date.now()): TrainingApi {
  return {
    centre: () => training.centre({ platform: 'mobile' }),
    task: (packageId) => training.task({ id: packageId }),
    mediaTask: (childId) => training.mediaTask({ id: childId }),
    mediaItem: (childId, mediaId) => training.mediaItem({ id: childId, mediaId }),
    report: async (childId, mediaId, report) => training.mediaReport({ id: childId, mediaId }, mediaReportRequestSchema.parse(report)),
    viewKey: (mediaId) => training.viewKey({ fileid: mediaId, time: now() }),
  }
}
