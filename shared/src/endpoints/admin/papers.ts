import { endpoint } from '../../api/endpoint.js';
import { okResponseSchema } from '../../api/envelopeSchemas.js';
import { paperComposeSchema } from '../../exam/paper.js';
import { bankQuestionSchema } from '../../exam/question.js';
import {
  disableBodySchema,
  drawBodySchema,
  drawResponseSchema,
  examinationOverviewResponseSchema,
  examinationPapersQuerySchema,
  examinationPapersResponseSchema,
  importQuerySchema,
  importResponseSchema,
  paperDetailQuerySchema,
  paperDetailResponseSchema,
  paperListQuerySchema,
  paperListResponseSchema,
  paperPreviewResponseSchema,
  paperResponseSchema,
  paperStatusBodySchema,
  questionListQuerySchema,
  questionListResponseSchema,
  questionResponseSchema,
} from '../../schemas/examAdmin.js';
import { fileDownloadSchema } from '../../schemas/files.js';
import { examEndpoints } from '../exam.js';

const STUDY = 'api/admin/study';

/** The question bank (docs/exam.md); questions travel as JSON (options, answers). */
export const questionEndpoints = {
  list: endpoint({ method: 'GET', path: `${STUDY}/question`, query: questionListQuerySchema, response: questionListResponseSchema }),
  read: endpoint({ method: 'GET', path: `${STUDY}/question/:id`, response: questionResponseSchema }),
  create: endpoint({ method: 'POST', path: `${STUDY}/question`, body: bankQuestionSchema, response: questionResponseSchema, json: true }),
  update: endpoint({ method: 'PUT', path: `${STUDY}/question/:id`, body: bankQuestionSchema, response: questionResponseSchema, json: true }),
  disable: endpoint({ method: 'POST', path: `${STUDY}/question/:id/disable`, body: disableBodySchema, response: questionResponseSchema }),
  /** The .xlsx import (multipart `file`): a preview of every row, then the import. */
  import: endpoint({ method: 'POST', path: `${STUDY}/question/import`, query: importQuerySchema, response: importResponseSchema, multipart: true }),
  importTemplate: endpoint({ method: 'GET', path: `${STUDY}/question/import/template`, response: fileDownloadSchema, binary: true }),
  /** The failed rows of an import as .xlsx: the path the import answers in `errorfile`. */
  importErrors: endpoint({ method: 'GET', path: `${STUDY}/question/import/errors/:id`, response: fileDownloadSchema, binary: true }),
} as const;

/** Papers: composed from the bank or drawn by rules; the same path answers the detail or, with `preview`, the paper as sat. */
export const paperEndpoints = {
  list: endpoint({ method: 'GET', path: `${STUDY}/paper`, query: paperListQuerySchema, response: paperListResponseSchema }),
  /** The route: the detail or, with `preview=1`, the preview; `preview` is the same call typed for that answer. */
  read: endpoint({ method: 'GET', path: `${STUDY}/paper/:id`, query: paperDetailQuerySchema, response: paperDetailResponseSchema }),
  preview: endpoint({ method: 'GET', path: `${STUDY}/paper/:id`, query: paperDetailQuerySchema, response: paperPreviewResponseSchema }),
  create: endpoint({ method: 'POST', path: `${STUDY}/paper`, body: paperComposeSchema, response: paperResponseSchema, json: true }),
  update: endpoint({ method: 'PUT', path: `${STUDY}/paper/:id`, body: paperComposeSchema, response: paperResponseSchema, json: true }),
  remove: endpoint({ method: 'DELETE', path: `${STUDY}/paper/:id`, response: okResponseSchema }),
  status: endpoint({ method: 'POST', path: `${STUDY}/paper/:id/status`, body: paperStatusBodySchema, response: paperResponseSchema }),
  draw: endpoint({ method: 'POST', path: `${STUDY}/paper/draw`, body: drawBodySchema, response: drawResponseSchema, json: true }),
} as const;

/** An examination is a paper seen as the exam the organisation runs, by the paper's id. */
export const examinationEndpoints = {
  overview: endpoint({ method: 'GET', path: `${STUDY}/examination/:id`, response: examinationOverviewResponseSchema }),
  papers: endpoint({ method: 'GET', path: `${STUDY}/examination/:id/papers`, query: examinationPapersQuerySchema, response: examinationPapersResponseSchema }),
  /** The paper's publishing rules, as `papers.status`. */
  status: endpoint({ method: 'POST', path: `${STUDY}/examination/:id/status`, body: paperStatusBodySchema, response: paperResponseSchema }),
  disable: endpoint({ method: 'POST', path: `${STUDY}/examination/:id/disable`, body: disableBodySchema, response: paperResponseSchema }),
  /** The exam import (multipart `file`), with the question import's steps and modes. */
  import: endpoint({ method: 'POST', path: `${STUDY}/examination/import`, query: importQuerySchema, response: importResponseSchema, multipart: true }),
  importTemplate: endpoint({ method: 'GET', path: `${STUDY}/examination/import/template`, response: fileDownloadSchema, binary: true }),
  importErrors: endpoint({ method: 'GET', path: `${STUDY}/examination/import/errors/:id`, response: fileDownloadSchema, binary: true }),
  /** A learner's handed-in paper with the review: the learner's own call, with `userid` for administrators. */
  result: examEndpoints.result,
} as const;
