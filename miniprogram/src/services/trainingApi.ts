import {
  centerResponseSchema,
  mediaItemResponseSchema,
  mediaReportRequestSchema,
  mediaReportResponseSchema,
  mediaTaskResponseSchema,
  taskDetailResponseSchema,
  viewKeyResponseSchema,
  type ApiClient,
  type CenterResponse,
  type MediaItemResponse,
  type MediaReportResponse,
  type MediaTaskResponse,
  type TaskDetailResponse,
  type ViewKeyResponse,
} from '@peilian/shared'

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

const segment = (id: string) => encodeURIComponent(id)

export function createTrainingApi(api: ApiClient, now: () => number = () => Date.now()): TrainingApi {
  const mediaPath = (childId: string, mediaId?: string) =>
    `api/trainning/v3/mediatask/${segment(childId)}${mediaId === undefined ? '' : `/${segment(mediaId)}`}`
  return {
    centre: async () => centerResponseSchema.parse(await api.get('api/trainning/v3/center', { platform: 'mobile' })),
    task: async (packageId) => taskDetailResponseSchema.parse(await api.get(`api/trainning/v3/task/${segment(packageId)}`)),
    mediaTask: async (childId) => mediaTaskResponseSchema.parse(await api.get(mediaPath(childId))),
    mediaItem: async (childId, mediaId) => mediaItemResponseSchema.parse(await api.get(mediaPath(childId, mediaId))),
    async report(childId, mediaId, report) {
      const data = mediaReportRequestSchema.parse(report)
      return mediaReportResponseSchema.parse(await api.put(mediaPath(childId, mediaId), data))
    },
    viewKey: async (mediaId) => viewKeyResponseSchema.parse(await api.get('api/trainning/v3/media/viewkey', { fileid: mediaId, time: now() })),
  }
}
