import { endpoint } from '../../api/endpoint.js';
import {
  aigcAcceptBodySchema,
  aigcAcceptResponseSchema,
  aigcDraftEditSchema,
  aigcDraftListResponseSchema,
  aigcDraftResponseSchema,
  aigcTaskBodySchema,
  aigcTaskListQuerySchema,
  aigcTaskListResponseSchema,
  aigcTaskResponseSchema,
} from '../../schemas/aigcBank.js';

const AIGC = 'api/admin/smart/aigc';

/** AI question generation (`aigc-bank`, `aigc-bank-detail`): docs/assistant.md "AI question generation". */
export const aigcBankEndpoints = {
  list: endpoint({ method: 'GET', path: AIGC, query: aigcTaskListQuerySchema, response: aigcTaskListResponseSchema }),
  create: endpoint({ method: 'POST', path: AIGC, body: aigcTaskBodySchema, response: aigcTaskResponseSchema, json: true }),
  read: endpoint({ method: 'GET', path: `${AIGC}/:id`, response: aigcTaskResponseSchema }),
  /** The task and every draft it keeps, in order. */
  drafts: endpoint({ method: 'GET', path: `${AIGC}/:id/draft`, response: aigcDraftListResponseSchema }),
  edit: endpoint({ method: 'PUT', path: `${AIGC}/:id/draft/:draftid`, body: aigcDraftEditSchema, response: aigcDraftResponseSchema, json: true }),
  /** Discarding keeps the draft, marked: it is never accepted. */
  discard: endpoint({ method: 'POST', path: `${AIGC}/:id/draft/:draftid/discard`, response: aigcDraftResponseSchema }),
  accept: endpoint({ method: 'POST', path: `${AIGC}/:id/accept`, body: aigcAcceptBodySchema, response: aigcAcceptResponseSchema, json: true }),
} as const;
