import {
  centerBannerSchema,
  centerPackageSchema,
  centerResponseSchema,
  learnerChildTaskSchema,
  mediaItemResponseSchema,
  mediaProgressSchema,
  mediaReportResponseSchema,
  mediaTaskResponseSchema,
  taskDetailResponseSchema,
  type CenterBanner,
  type CenterPackage,
  type CenterResponse,
  type LearnerChildTask,
  type MediaItemResponse,
  type MediaProgress,
  type MediaReportResponse,
  type MediaTaskResponse,
  type TaskDetailResponse,
} from '@peilian/shared'

/**
 * Server answers for the training pages, built as the server's presenters shape them and checked
 * against the same shared response schemas the server's own tests check, so the simulator never
 * renders an answer the real server could not give.
 */

export const START = '2026-11-01T01:00:00.000Z'
export const END = '2026-12-31T10:00:00.000Z'

export function aPackage(overrides: Partial<CenterPackage> = {}): CenterPackage {
  return centerPackageSchema.parse({
    id: 'p1',
    tasktype: 1,
    title: '新员工入职培训',
    cover: '',
    description: '',
    starttime: START,
    endtime: END,
    runstate: 1,
    passed: 0,
    total: 2,
    completed: 0,
    completedate: '',
    locked: 0,
    frontpackageid: '',
    frontpackagetitle: '',
    ...overrides,
  })
}

export function aBanner(overrides: Partial<CenterBanner> = {}): CenterBanner {
  return centerBannerSchema.parse({
    id: 'b1',
    title: '年度培训计划',
    image: 'files/banner/2026/plan.png',
    click: 1,
    clicktype: 1,
    clickid: '',
    clickurl: '',
    ...overrides,
  })
}

export function aCentre(
  parts: { banners?: CenterBanner[]; inprogress?: CenterPackage[]; notstarted?: CenterPackage[]; ended?: CenterPackage[] } = {},
): CenterResponse {
  return centerResponseSchema.parse({
    successed: true,
    banners: parts.banners ?? [],
    groups: { inprogress: parts.inprogress ?? [], notstarted: parts.notstarted ?? [], ended: parts.ended ?? [] },
  })
}

export function aChild(overrides: Partial<LearnerChildTask> = {}): LearnerChildTask {
  return learnerChildTaskSchema.parse({
    id: 'c1',
    type: 4,
    title: '阅读产品手册',
    sort: 0,
    weight: 50,
    required: 1,
    starttime: START,
    endtime: END,
    runstate: 1,
    status: 0,
    lockreason: '',
    fronttaskid: '',
    fronttasktitle: '',
    done: 0,
    total: 1,
    durationseconds: 0,
    score: null,
    refid: '',
    reportid: '',
    ...overrides,
  })
}

export function aTaskDetail(children: LearnerChildTask[], overrides: Partial<TaskDetailResponse['package']> = {}): TaskDetailResponse {
  return taskDetailResponseSchema.parse({
    successed: true,
    package: { ...aPackage(), passscore: 60, score: null, durationseconds: 0, ...overrides },
    children,
  })
}

export function aMedia(overrides: Partial<MediaProgress> = {}): MediaProgress {
  return mediaProgressSchema.parse({
    id: 'm1',
    name: '产品手册',
    kind: 'file',
    format: 'pdf',
    size: 2_400_000,
    cover: '',
    duration: 0,
    pages: 12,
    viewcount: 12_345,
    required: 60,
    credited: 0,
    furthest: 0,
    position: 0,
    done: 0,
    ...overrides,
  })
}

export function aMediaTask(media: MediaProgress[], task: Partial<MediaTaskResponse['task']> = {}): MediaTaskResponse {
  return mediaTaskResponseSchema.parse({
    successed: true,
    task: {
      id: 'c1',
      packageid: 'p1',
      packagetitle: '新员工入职培训',
      type: 4,
      title: '阅读产品手册',
      starttime: START,
      endtime: END,
      status: 1,
      lockreason: '',
      allowseek: 1,
      ...task,
    },
    media,
  })
}

/** One media opened: the viewing URL as the server builds it (relative, with a key). */
export function aMediaItem(
  taskAnswer: MediaTaskResponse,
  media: MediaProgress,
  viewing: Partial<Pick<MediaItemResponse['media'], 'url' | 'previewurl' | 'previewstatus'>> = {},
): MediaItemResponse {
  return mediaItemResponseSchema.parse({
    successed: true,
    task: taskAnswer.task,
    media: { ...media, url: `/api/media/${media.id}/content?key=key-1`, previewurl: '', previewstatus: 'native', ...viewing },
  })
}

export function aReportAnswer(media: MediaProgress, overrides: Partial<Omit<MediaReportResponse, 'media'>> = {}): MediaReportResponse {
  return mediaReportResponseSchema.parse({ successed: true, media, accepted: 0, seekrefused: 0, taskstatus: 1, packagecompleted: 0, ...overrides })
}
