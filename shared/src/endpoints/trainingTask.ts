import { endpoint } from '../api/endpoint.js';
import { fileDownloadSchema } from '../schemas/files.js';
import { mediaContentQuerySchema, viewKeyQuerySchema, viewKeyResponseSchema } from '../schemas/mediaView.js';
import { mediaItemResponseSchema, mediaTaskQuerySchema, mediaTaskResponseSchema, taskDetailResponseSchema } from '../schemas/learnerTaskDetail.js';
import { MEDIA_TASK } from './trainingCentre.js';
import { learnerMediaQuestionsResponseSchema, mediaAnswerRequestSchema, mediaAnswerResponseSchema } from '../schemas/mediaQuestions.js';

/** The training calls below the centre: a task package's detail, its media tasks and their viewing. */
export const trainingTaskEndpoints = {
  task: endpoint({ method: 'GET', path: 'api/trainning/v3/task/:id', response: taskDetailResponseSchema }),
  mediaTask: endpoint({ method: 'GET', path: MEDIA_TASK, query: mediaTaskQuerySchema, response: mediaTaskResponseSchema }),
  mediaItem: endpoint({ method: 'GET', path: `${MEDIA_TASK}/:mediaId`, query: mediaTaskQuerySchema, response: mediaItemResponseSchema }),
  /** A fresh viewing key when the one the page holds has expired. */
  viewKey: endpoint({ method: 'GET', path: 'api/trainning/v3/media/viewkey', query: viewKeyQuerySchema, response: viewKeyResponseSchema }),
  /**
   * The media's bytes (Range requests) and its PDF rendition, opened by the URLs of the viewing key's
   * answer: a `<video>` or PDF viewer sends no session, the key is the credential.
   */
  mediaContent: endpoint({ method: 'GET', path: 'api/media/:id/content', query: mediaContentQuerySchema, response: fileDownloadSchema, binary: true }),
  mediaPreview: endpoint({ method: 'GET', path: 'api/media/:id/preview', query: mediaContentQuerySchema, response: fileDownloadSchema, binary: true }),
  /** The questions inside one media, with the learner's answers (`?userid`: an administrator looking at a learner's). */
  mediaQuestions: endpoint({
    method: 'GET',
    path: `${MEDIA_TASK}/:mediaId/questions`,
    query: mediaTaskQuerySchema,
    response: learnerMediaQuestionsResponseSchema,
  }),
  /** Answers question `n` of one media: scored once, a resend of the same answer gets the same result. */
  mediaAnswer: endpoint({ method: 'PUT', path: `${MEDIA_TASK}/:mediaId/:n`, body: mediaAnswerRequestSchema, response: mediaAnswerResponseSchema, json: true }),
} as const;
