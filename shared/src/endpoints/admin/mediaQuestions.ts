import { endpoint } from '../../api/endpoint.js';
import { mediaQuestionsRequestSchema, mediaQuestionsResponseSchema } from '../../schemas/mediaQuestionsAdmin.js';

/** The questions inside a video or file (editvideo / editfile): the whole list, read and replaced at once. */
export const mediaQuestionEndpoints = {
  list: endpoint({ method: 'GET', path: 'api/admin/v3/media/:id/questions', response: mediaQuestionsResponseSchema }),
  save: endpoint({
    method: 'PUT',
    path: 'api/admin/v3/media/:id/questions',
    body: mediaQuestionsRequestSchema,
    response: mediaQuestionsResponseSchema,
    json: true,
  }),
} as const;
