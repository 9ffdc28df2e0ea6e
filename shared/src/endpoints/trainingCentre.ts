import { endpoint } from '../api/endpoint.js';
import {
  avatarRequestSchema,
  avatarResponseSchema,
  centerQuerySchema,
  centerResponseSchema,
  mediaReportRequestSchema,
  mediaReportResponseSchema,
  mineResponseSchema,
} from '../schemas/learnerTasks.js';
import { myReportResponseSchema } from '../schemas/myReport.js';

/** A media child task's path: the reading pages' calls (`trainingTask.ts`) and the centre's progress reports. */
export const MEDIA_TASK = 'api/trainning/v3/mediatask/:id';

/** The training calls of the centre and the personal centre: the list, progress reports kept offline, the learner's own figures and avatar. */
export const trainingCentreEndpoints = {
  centre: endpoint({ method: 'GET', path: 'api/trainning/v3/center', query: centerQuerySchema, response: centerResponseSchema }),
  /** Position and the seconds studied since the last report. */
  mediaReport: endpoint({ method: 'PUT', path: `${MEDIA_TASK}/:mediaId`, body: mediaReportRequestSchema, response: mediaReportResponseSchema, json: true }),
  mine: endpoint({ method: 'GET', path: 'api/trainning/v3/mine', response: mineResponseSchema }),
  /** The learner's own figures (tasks, scores, practice and exams) for the personal centre. */
  myReport: endpoint({ method: 'GET', path: 'api/trainning/v3/mine/report', response: myReportResponseSchema }),
  avatar: endpoint({ method: 'PUT', path: 'api/trainning/user/avatar', body: avatarRequestSchema, response: avatarResponseSchema }),
} as const;
