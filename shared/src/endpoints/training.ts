import { endpoint } from '../api/endpoint.js';
import { fileDownloadSchema } from '../schemas/files.js';
import { mediaContentQuerySchema, viewKeyQuerySchema, viewKeyResponseSchema } from '../schemas/mediaView.js';
import {
  avatarRequestSchema,
  avatarResponseSchema,
  centerQuerySchema,
  centerResponseSchema,
  mediaItemResponseSchema,
  mediaReportRequestSchema,
  mediaReportResponseSchema,
  mediaTaskQuerySchema,
  mediaTaskResponseSchema,
  mineResponseSchema,
  rankingQuerySchema,
  rankingResponseSchema,
  taskDetailResponseSchema,
} from '../schemas/learnerTasks.js';
import { myReportResponseSchema } from '../schemas/myReport.js';

const MEDIA_TASK = 'api/trainning/v3/mediatask/:id';

/** The learner's training (docs/training.md): centre, task, media tasks and their progress, ranking, personal centre. */
export const trainingEndpoints = {
  centre: endpoint({ method: 'GET', path: 'api/trainning/v3/center', query: centerQuerySchema, response: centerResponseSchema }),
  task: endpoint({ method: 'GET', path: 'api/trainning/v3/task/:id', response: taskDetailResponseSchema }),
  mediaTask: endpoint({ method: 'GET', path: MEDIA_TASK, query: mediaTaskQuerySchema, response: mediaTaskResponseSchema }),
  mediaItem: endpoint({ method: 'GET', path: `${MEDIA_TASK}/:mediaId`, query: mediaTaskQuerySchema, response: mediaItemResponseSchema }),
  /** Position and the seconds studied since the last report. */
  mediaReport: endpoint({ method: 'PUT', path: `${MEDIA_TASK}/:mediaId`, body: mediaReportRequestSchema, response: mediaReportResponseSchema, json: true }),
  /** A fresh viewing key when the one the page holds has expired. */
  viewKey: endpoint({ method: 'GET', path: 'api/trainning/v3/media/viewkey', query: viewKeyQuerySchema, response: viewKeyResponseSchema }),
  /**
   * The media's bytes (Range requests) and its PDF rendition, opened by the URLs of the viewing key's
   * answer: a `<video>` or PDF viewer sends no session, the key is the credential.
   */
  mediaContent: endpoint({ method: 'GET', path: 'api/media/:id/content', query: mediaContentQuerySchema, response: fileDownloadSchema }),
  mediaPreview: endpoint({ method: 'GET', path: 'api/media/:id/preview', query: mediaContentQuerySchema, response: fileDownloadSchema }),
  ranking: endpoint({ method: 'GET', path: 'api/trainning/v3/ranking', query: rankingQuerySchema, response: rankingResponseSchema }),
  mine: endpoint({ method: 'GET', path: 'api/trainning/v3/mine', response: mineResponseSchema }),
  /** The learner's own figures (tasks, scores, practice and exams) for the personal centre. */
  myReport: endpoint({ method: 'GET', path: 'api/trainning/v3/mine/report', response: myReportResponseSchema }),
  avatar: endpoint({ method: 'PUT', path: 'api/trainning/user/avatar', body: avatarRequestSchema, response: avatarResponseSchema }),
} as const;
