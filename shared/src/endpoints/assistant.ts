import { endpoint } from '../api/endpoint.js';
import {
  aiCenterAskRequestSchema,
  aiCenterTokenResponseSchema,
  knowledgeAnswerSchema,
  knowledgeAskRequestSchema,
  knowledgeSearchQuerySchema,
  knowledgeSearchResponseSchema,
} from '../schemas/assistant.js';

/**
 * The learner's intelligent assistant (docs/assistant.md): the knowledge base's answers and search
 * for the dealer organisations' smart-knowledge tab and search page, and the smart customer-service
 * dialog's token and embedded page.
 */
export const assistantEndpoints = {
  ask: endpoint({ method: 'POST', path: 'api/trainning/knowledge/ask', body: knowledgeAskRequestSchema, response: knowledgeAnswerSchema, json: true }),
  search: endpoint({ method: 'GET', path: 'api/trainning/knowledge/search', query: knowledgeSearchQuerySchema, response: knowledgeSearchResponseSchema }),
  aiCenterToken: endpoint({ method: 'GET', path: 'api/trainning/user/aicentertoken', response: aiCenterTokenResponseSchema }),
  /** Public (the token is the credential): the page the smart customer-service dialog embeds asks here. */
  aiCenterAsk: endpoint({ method: 'POST', path: 'api/aicenter/ask', body: aiCenterAskRequestSchema, response: knowledgeAnswerSchema, json: true }),
} as const;
