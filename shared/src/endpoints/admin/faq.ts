import { endpoint } from '../../api/endpoint.js';
import { okResponseSchema } from '../../api/envelopeSchemas.js';
import { disableBodySchema, importQuerySchema, importResponseSchema } from '../../schemas/examAdmin.js';
import {
  adminFaqDrillResponseSchema,
  faqBodySchema,
  faqDrillListQuerySchema,
  faqDrillListResponseSchema,
  faqListQuerySchema,
  faqListResponseSchema,
  faqResponseSchema,
  faqSimilarBodySchema,
  faqSimilarResponseSchema,
} from '../../schemas/faq.js';
import { fileDownloadSchema } from '../../schemas/files.js';
import { storedPathResponseSchema } from '../../schemas/practiceAdmin.js';

const FAQ = 'api/admin/v3/faq';

/** The quick Q&A bank (admin §7 `api/admin/v3/faq`, docs/faq.md); JSON bodies. */
export const faqEndpoints = {
  list: endpoint({ method: 'GET', path: FAQ, query: faqListQuerySchema, response: faqListResponseSchema }),
  read: endpoint({ method: 'GET', path: `${FAQ}/:id`, response: faqResponseSchema }),
  create: endpoint({ method: 'POST', path: FAQ, body: faqBodySchema, response: faqResponseSchema, json: true }),
  update: endpoint({ method: 'PUT', path: `${FAQ}/:id`, body: faqBodySchema, response: faqResponseSchema, json: true }),
  disable: endpoint({ method: 'POST', path: `${FAQ}/:id/disable`, body: disableBodySchema, response: faqResponseSchema, json: true }),
  remove: endpoint({ method: 'DELETE', path: `${FAQ}/:id`, response: okResponseSchema }),
  /** The AI similar-question dialog: suggestions from the language model (refused when none is configured). */
  similarity: endpoint({ method: 'POST', path: `${FAQ}/similarity`, body: faqSimilarBodySchema, response: faqSimilarResponseSchema, json: true }),
  /** A question's image (multipart `file`, jpg/png ≤ 2 MB, upload folder `faqimage`). */
  image: endpoint({ method: 'POST', path: `${FAQ}/image`, response: storedPathResponseSchema, multipart: true }),
  /** The .xlsx import (multipart `file`): a preview of every row, then the import (modes 1/2/3 as the question import). */
  import: endpoint({ method: 'POST', path: `${FAQ}/import`, query: importQuerySchema, response: importResponseSchema, multipart: true }),
  importTemplate: endpoint({ method: 'GET', path: `${FAQ}/import/template`, response: fileDownloadSchema, binary: true }),
  importErrors: endpoint({ method: 'GET', path: `${FAQ}/import/errors/:id`, response: fileDownloadSchema, binary: true }),
} as const;

/** The learners' drills: per task and per learner, each answer with its text, recording and score. */
export const faqDrillEndpoints = {
  list: endpoint({ method: 'GET', path: `${FAQ}/drill`, query: faqDrillListQuerySchema, response: faqDrillListResponseSchema }),
  read: endpoint({ method: 'GET', path: `${FAQ}/drill/:id`, response: adminFaqDrillResponseSchema }),
  answerAudio: endpoint({ method: 'GET', path: `${FAQ}/drill/:id/answer/:seq/audio`, response: fileDownloadSchema, binary: true }),
} as const;
