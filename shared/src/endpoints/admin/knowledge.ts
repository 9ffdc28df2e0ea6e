import { endpoint } from '../../api/endpoint.js';
import { okResponseSchema } from '../../api/envelopeSchemas.js';
import { knowledgeAnswerSchema, knowledgeAskRequestSchema, knowledgeSearchQuerySchema, knowledgeSearchResponseSchema } from '../../schemas/assistant.js';
import {
  assistantUserListResponseSchema,
  assistantUserQuerySchema,
  assistantUserRequestSchema,
  assistantUserResponseSchema,
  knowledgeAddRequestSchema,
  knowledgeCandidateQuerySchema,
  knowledgeCandidateResponseSchema,
  knowledgeDocumentListQuerySchema,
  knowledgeDocumentListResponseSchema,
  knowledgeDocumentResponseSchema,
  knowledgeDocumentsResponseSchema,
  knowledgeFlowResponseSchema,
  knowledgeFlowSchema,
} from '../../schemas/knowledge.js';

const KNOWLEDGE = 'api/admin/smart/knowledge';

/** The knowledge base's back office (`knowledge`, `chat`, `search`, `flow`, `user-setting`): docs/assistant.md "Knowledge base". */
export const knowledgeEndpoints = {
  documents: endpoint({ method: 'GET', path: `${KNOWLEDGE}/document`, query: knowledgeDocumentListQuerySchema, response: knowledgeDocumentListResponseSchema }),
  candidates: endpoint({ method: 'GET', path: `${KNOWLEDGE}/candidates`, query: knowledgeCandidateQuerySchema, response: knowledgeCandidateResponseSchema }),
  add: endpoint({ method: 'POST', path: `${KNOWLEDGE}/document`, body: knowledgeAddRequestSchema, response: knowledgeDocumentsResponseSchema, json: true }),
  reindex: endpoint({ method: 'POST', path: `${KNOWLEDGE}/document/:id/reindex`, response: knowledgeDocumentResponseSchema }),
  remove: endpoint({ method: 'DELETE', path: `${KNOWLEDGE}/document/:id`, response: okResponseSchema }),
  chat: endpoint({ method: 'POST', path: `${KNOWLEDGE}/chat`, body: knowledgeAskRequestSchema, response: knowledgeAnswerSchema, json: true }),
  search: endpoint({ method: 'GET', path: `${KNOWLEDGE}/search`, query: knowledgeSearchQuerySchema, response: knowledgeSearchResponseSchema }),
  flow: endpoint({ method: 'GET', path: `${KNOWLEDGE}/flow`, response: knowledgeFlowResponseSchema }),
  setFlow: endpoint({ method: 'PUT', path: `${KNOWLEDGE}/flow`, body: knowledgeFlowSchema, response: knowledgeFlowResponseSchema, json: true }),
  users: endpoint({ method: 'GET', path: `${KNOWLEDGE}/usersetting`, query: assistantUserQuerySchema, response: assistantUserListResponseSchema }),
  setUser: endpoint({
    method: 'PUT',
    path: `${KNOWLEDGE}/usersetting/:id`,
    body: assistantUserRequestSchema,
    response: assistantUserResponseSchema,
    json: true,
  }),
} as const;
